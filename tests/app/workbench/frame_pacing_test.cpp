// When the viewer draws (app/workbench/frame_pacing.hpp): at once while anything happens, for a
// few frames after an event, and otherwise it sleeps until the next event or its idle wake.
#include <gtest/gtest.h>

#include "app/workbench/frame_pacing.hpp"

namespace collide {
namespace {

FramePacing settled() {
  FramePacing p;
  for (int i = 0; i < FramePacing::kSettleFrames; ++i)
    p.frame_drawn();
  return p;
}

TEST(FramePacing, AnEventIsFollowedByItsSettleFramesThenTheLoopSleeps) {
  FramePacing p;
  p.woken();
  for (int i = 0; i < FramePacing::kSettleFrames; ++i) {
    EXPECT_EQ(p.wait_seconds({}), 0.0) << "frame " << i << " after the event";
    p.frame_drawn();
  }
  EXPECT_EQ(p.wait_seconds({}), FramePacing::kIdleWakeSeconds);
  p.frame_drawn();  // an idle wake's frame: still asleep after it
  EXPECT_EQ(p.wait_seconds({}), FramePacing::kIdleWakeSeconds);
  p.woken();
  EXPECT_EQ(p.wait_seconds({}), 0.0);
}

TEST(FramePacing, StartsDrawing) {
  EXPECT_EQ(FramePacing{}.wait_seconds({}), 0.0);
}

TEST(FramePacing, EachThingHappeningDrawsAtOnce) {
  const FramePacing p = settled();
  ASSERT_GT(p.wait_seconds({}), 0.0);
  FrameDemand scripted, loading, pending, held, fading;
  scripted.scripted = true;
  loading.loading = true;
  pending.input_pending = true;
  held.held = true;
  fading.next_change = 0;
  for (const FrameDemand& d : {scripted, loading, pending, held, fading})
    EXPECT_EQ(p.wait_seconds(d), 0.0);
}

TEST(FramePacing, SleepsNoLongerThanUntilTheNextChangeNorTheIdleWake) {
  const FramePacing p = settled();
  FrameDemand d;
  d.next_change = 0.1;
  EXPECT_EQ(p.wait_seconds(d), 0.1);
  d.next_change = 7.0;
  EXPECT_EQ(p.wait_seconds(d), FramePacing::kIdleWakeSeconds);
}

}  // namespace
}  // namespace collide
