#include <iostream>
#include <string>
#include <vector>

#include "app/cli/cli.hpp"

int main(int argc, char** argv) {
  const std::vector<std::string> args(argv + 1, argv + argc);
  return collide::run_cli(args, std::cout, std::cerr);
}
