#pragma once
// The precisions every typed core test runs in: TYPED_TEST_SUITE(Suite, test::Scalars).
#include <gtest/gtest.h>

namespace collide::test {

using Scalars = ::testing::Types<float, double>;

}  // namespace collide::test
