#pragma once
// EditView lives in app/kinds (picking and placing a new object read it there, and app/kinds
// includes no other folder of app/); this name stays for the files that still include it here.
#include "app/kinds/edit_view.hpp"
