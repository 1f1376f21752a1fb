#include <limits>

#include <gtest/gtest.h>

#include "app/panels/toasts.hpp"

namespace collide {
namespace {

TEST(Toasts, ConfirmationsGoSoonerThanErrors) {
  Toasts t;
  t.push("Saved a.json", ToastKind::info, 10);
  t.push("Could not save b.json", ToastKind::error, 10);
  t.expire(10 + Toasts::kInfoSeconds - 0.01);
  EXPECT_EQ(t.shown().size(), 2u);
  t.expire(10 + Toasts::kInfoSeconds);
  ASSERT_EQ(t.shown().size(), 1u);
  EXPECT_EQ(t.shown().front().kind, ToastKind::error);
  t.expire(10 + Toasts::kErrorSeconds);
  EXPECT_TRUE(t.shown().empty());
}

TEST(Toasts, FadeOverTheLastHalfSecond) {
  Toast info{"x", ToastKind::info, 0};
  EXPECT_EQ(Toasts::opacity(info, 0), 1.0f);
  EXPECT_EQ(Toasts::opacity(info, Toasts::kInfoSeconds - Toasts::kFadeSeconds), 1.0f);
  EXPECT_NEAR(Toasts::opacity(info, Toasts::kInfoSeconds - Toasts::kFadeSeconds / 2), 0.5f, 1e-6);
  EXPECT_EQ(Toasts::opacity(info, Toasts::kInfoSeconds), 0.0f);
}

// Until a notice begins to fade it looks the same, so the viewer may sleep that long; while one
// fades (its opacity below 1) it must draw at once.
TEST(Toasts, TheTimeUntilAFadeIsTheSoonestNoticesAndZeroWhileOneFades) {
  Toasts t;
  EXPECT_EQ(t.seconds_until_fade(0), std::numeric_limits<double>::infinity());
  t.push("Could not save b.json", ToastKind::error, 10);  // fades from 10 + 8 − 0.5 = 17.5
  t.push("Saved a.json", ToastKind::info, 11);            // fades from 11 + 3 − 0.5 = 13.5
  EXPECT_DOUBLE_EQ(t.seconds_until_fade(12), 1.5);
  EXPECT_EQ(t.seconds_until_fade(13.5), 0.0);
  EXPECT_LT(Toasts::opacity(t.shown().back(), 13.6), 1.0f);
  EXPECT_EQ(t.seconds_until_fade(13.6), 0.0);
  t.expire(14);  // the confirmation is gone: the error's fade is next
  EXPECT_DOUBLE_EQ(t.seconds_until_fade(14), 3.5);
}

TEST(Toasts, TheOldestMakeRoomForNewOnes) {
  Toasts t;
  for (int i = 0; i < 6; ++i)
    t.push("n" + std::to_string(i), ToastKind::info, i * 0.1);
  ASSERT_EQ(t.shown().size(), Toasts::kMaxShown);
  EXPECT_EQ(t.shown().front().text, "n2");
  EXPECT_EQ(t.shown().back().text, "n5");
}

}  // namespace
}  // namespace collide
