#include "app/workbench/frame_pacing.hpp"

#include <algorithm>

namespace collide {

double FramePacing::wait_seconds(const FrameDemand& d) const {
  if (d.scripted || d.loading || d.input_pending || d.held || quiet_frames_ < kSettleFrames)
    return 0;
  return std::clamp(d.next_change, 0.0, kIdleWakeSeconds);
}

}  // namespace collide
