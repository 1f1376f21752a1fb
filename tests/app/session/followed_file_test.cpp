// Following a file another program rewrites, against a real folder, the app session and the
// FileFlow that reloads it in the background: a good write is shown with the selection, the
// focus and its SAT axis kept by id; a malformed one is reported with its line and the last good
// scene stays; unsaved edits are asked about by FileFlow's one question; our own saves are not
// reloaded; and a writer thread rewriting the file 1,000 times (renames, writes in place,
// malformed writes) ends with its last scene shown.
#include "app/session/followed_file.hpp"

#include <atomic>
#include <fstream>
#include <iostream>
#include <string>
#include <thread>

#include <gtest/gtest.h>

#include "app/document/edit_builders.hpp"
#include "app/document/file_flow.hpp"
#include "app/document/recent_files.hpp"
#include "core/scene/scene_io.hpp"
#include "tests/support/scratch_dir.hpp"

namespace collide {
namespace {

namespace fs = std::filesystem;
using Clock = FileWatch::Clock;
using std::chrono::milliseconds;

constexpr milliseconds kQuiet{20};

desc::Box box_at(double x) {
  desc::Box b;
  b.center = {x, 0, 0};
  return b;
}

// Boxes "a" at 0 and "b" at `bx` (separated along x for bx > 1), and `extra` spheres "s0".. in
// front of them (so the boxes' indices move when `extra` changes). The description says `tag`.
Scene scene_of(double bx, int extra, const std::string& tag) {
  Scene s;
  for (int i = 0; i < extra; ++i)
    s.objects.push_back(
        {"s" + std::to_string(i), "", std::nullopt, true, desc::Sphere{{0, 10.0 + 2 * i, 0}, 0.5}});
  s.objects.push_back({"a", "", std::nullopt, true, box_at(0)});
  s.objects.push_back({"b", "", std::nullopt, true, box_at(bx)});
  s.description = tag;
  return s;
}

std::string text_of(const Scene& s) {
  SceneText t = format_scene(s);
  EXPECT_FALSE(t.error);
  return t.text;
}

void write_in_place(const fs::path& p, const std::string& text) {
  std::ofstream(p, std::ios::binary | std::ios::trunc) << text;
}

void write_by_rename(const fs::path& p, const std::string& text) {
  fs::path tmp = p;
  tmp += ".writing";
  write_in_place(tmp, text);
  fs::rename(tmp, p);
}

class FollowedFileTest : public ::testing::Test {
 protected:
  FollowedFileTest() {
    write_by_rename(file_, text_of(scene_of(3, 0, "first")));
    EXPECT_FALSE(session_.document().open(file_));
    session_.update();
    follow_.set_enabled(true);
    EXPECT_EQ(follow_.poll(now_), FollowedFile::Outcome::none);  // arms the watch
  }

  // Polls as frames would (the follower, then FileFlow's background load), until something
  // happens or a second has passed.
  FollowedFile::Outcome wait() {
    for (int i = 0; i < 1000; ++i) {
      now_ += milliseconds(5);
      const FollowedFile::Outcome o = follow_.poll(now_);
      flow_.poll();
      session_.update();
      if (o != FollowedFile::Outcome::none) return o;
      std::this_thread::sleep_for(milliseconds(1));
    }
    return FollowedFile::Outcome::none;
  }

  const test::ScratchDir dir_;
  const fs::path file_ = dir_ / "scene.json";
  AppSession session_{Scene{}, false};
  RecentFiles recent_{dir_ / "recent"};
  FileFlow flow_{session_.document(), recent_, FileFlow::Loading::background};
  FollowedFile follow_{session_, flow_, kQuiet};
  Clock::time_point now_ = Clock::now();
};

TEST_F(FollowedFileTest, RewriteIsShownKeepingSelectionFocusAndAxisById) {
  ASSERT_EQ(session_.scene().objects.size(), 2u);
  session_.focus_pair(0, 1);  // a, b: two boxes, separated: a SAT pair
  session_.evidence().style().sat_axis = 4;
  session_.evidence().style_changed();
  session_.update();
  const std::vector<std::string> selected = session_.selection().ids();
  ASSERT_EQ(selected.size(), 2u);
  // The file gains two spheres in front (a and b move to 2 and 3) and b moves.
  write_by_rename(file_, text_of(scene_of(5, 2, "second")));
  ASSERT_EQ(wait(), FollowedFile::Outcome::reloaded);
  EXPECT_EQ(session_.scene().description, "second");
  ASSERT_EQ(session_.scene().objects.size(), 4u);
  EXPECT_EQ(std::get<desc::Box>(session_.scene().objects[3].desc).center.x, 5);
  ASSERT_TRUE(session_.evidence().focus_ids());
  EXPECT_EQ(*session_.evidence().focus_ids(), (SceneFocus{"a", "b", std::nullopt}));
  EXPECT_EQ(session_.focused_pair(), (std::pair<std::size_t, std::size_t>{2, 3}));
  EXPECT_EQ(session_.evidence().style().sat_axis, 4);
  EXPECT_EQ(session_.selection().ids(), selected);
  EXPECT_FALSE(session_.document().modified());
  EXPECT_EQ(session_.document().path(), file_);
  EXPECT_EQ(follow_.reloads(), 1u);
}

TEST_F(FollowedFileTest, FileFocusIsTakenWhenThePersonsFocusIsGone) {
  session_.focus_pair(0, 1);
  session_.update();
  Scene next = scene_of(5, 1, "b renamed");
  next.objects[2].id = "c";
  next.focus = SceneFocus{"s0", "c", std::nullopt};
  write_by_rename(file_, text_of(next));
  ASSERT_EQ(wait(), FollowedFile::Outcome::reloaded);
  ASSERT_TRUE(session_.evidence().focus_ids());
  EXPECT_EQ(*session_.evidence().focus_ids(), (SceneFocus{"s0", "c", std::nullopt}));
  EXPECT_EQ(session_.selection().ids(), (std::vector<std::string>{"a"}));  // b is gone
}

TEST_F(FollowedFileTest, MalformedWriteIsReportedAndTheLastGoodSceneStays) {
  write_in_place(file_, "{\n  \"format\": \"collision-lab-scene\",\n  \"objects\": [ }\n");
  ASSERT_EQ(wait(), FollowedFile::Outcome::failed);
  ASSERT_TRUE(follow_.error());
  // The file and the line of the culprit.
  EXPECT_NE(follow_.error()->find("scene.json:3:"), std::string::npos) << *follow_.error();
  EXPECT_EQ(session_.scene().description, "first");
  EXPECT_EQ(session_.scene().objects.size(), 2u);
  EXPECT_NE(follow_.status().find("did not load"), std::string::npos);
  // A scene that parses but is wrong (a negative radius) is refused with its JSON path.
  Scene bad = scene_of(3, 1, "bad");
  std::string text = text_of(bad);
  const auto at = text.find("\"radius\": 0.5");
  ASSERT_NE(at, std::string::npos);
  text.replace(at, 13, "\"radius\": -1");
  write_by_rename(file_, text);
  ASSERT_EQ(wait(), FollowedFile::Outcome::failed);
  EXPECT_NE(follow_.error()->find("/objects/0/radius"), std::string::npos) << *follow_.error();
  EXPECT_EQ(session_.scene().description, "first");
  // The next good write clears the error.
  write_by_rename(file_, text_of(scene_of(4, 0, "good again")));
  ASSERT_EQ(wait(), FollowedFile::Outcome::reloaded);
  EXPECT_EQ(session_.scene().description, "good again");
  EXPECT_FALSE(follow_.error());
}

TEST_F(FollowedFileTest, UnsavedEditsAreNeverOverwrittenWithoutAsking) {
  Document& doc = session_.document();
  ASSERT_FALSE(doc.apply(describe_scene(doc.scene(), "mine")));
  write_by_rename(file_, text_of(scene_of(5, 0, "theirs")));
  ASSERT_EQ(wait(), FollowedFile::Outcome::asking);
  // FileFlow's one question, about the file.
  ASSERT_TRUE(flow_.question());
  EXPECT_NE(flow_.question()->find("scene.json"), std::string::npos);
  EXPECT_EQ(doc.scene().description, "mine");
  // Asking goes on, frame after frame, without touching the scene.
  for (int i = 0; i < 5; ++i)
    EXPECT_EQ(follow_.poll(now_ += milliseconds(50)), FollowedFile::Outcome::asking);
  EXPECT_EQ(doc.scene().description, "mine");
  // Keep mine (Cancel): not asked again for the same file...
  flow_.answer(FileFlow::Answer::cancel);
  EXPECT_FALSE(flow_.question());
  EXPECT_EQ(follow_.poll(now_ += milliseconds(50)), FollowedFile::Outcome::none);
  EXPECT_EQ(doc.scene().description, "mine");
  EXPECT_TRUE(doc.modified());
  // ...but again when it changes again; "don't save" reloads, discarding the edits.
  write_by_rename(file_, text_of(scene_of(6, 0, "theirs again")));
  ASSERT_EQ(wait(), FollowedFile::Outcome::asking);
  flow_.answer(FileFlow::Answer::discard);
  EXPECT_EQ(follow_.poll(now_ += milliseconds(5)), FollowedFile::Outcome::reloaded);
  EXPECT_EQ(doc.scene().description, "theirs again");
  EXPECT_FALSE(doc.modified());
}

// "Save" writes our scene over theirs: nothing is reloaded, and those bytes are ours.
TEST_F(FollowedFileTest, SavingOverTheirVersionKeepsOursAndReloadsNothing) {
  Document& doc = session_.document();
  ASSERT_FALSE(doc.apply(describe_scene(doc.scene(), "mine")));
  write_by_rename(file_, text_of(scene_of(5, 0, "theirs")));
  ASSERT_EQ(wait(), FollowedFile::Outcome::asking);
  flow_.answer(FileFlow::Answer::save);
  EXPECT_FALSE(flow_.question());
  EXPECT_EQ(wait(), FollowedFile::Outcome::none);
  EXPECT_EQ(doc.scene().description, "mine");
  EXPECT_FALSE(doc.modified());
  EXPECT_EQ(load_scene(file_).scene->description, "mine");
  EXPECT_EQ(follow_.reloads(), 0u);
}

// The reload is asynchronous, as File › Open: FileFlow's background load is under way (the
// loading overlay shows it) before the new scene is in.
TEST_F(FollowedFileTest, TheReloadIsABackgroundLoad) {
  write_by_rename(file_, text_of(scene_of(5, 0, "second")));
  bool seen_loading = false;
  for (int i = 0; i < 1000 && !seen_loading; ++i) {
    now_ += milliseconds(5);
    EXPECT_EQ(follow_.poll(now_), FollowedFile::Outcome::none);
    seen_loading = flow_.loading() && flow_.reloading();
    std::this_thread::sleep_for(milliseconds(1));
  }
  ASSERT_TRUE(seen_loading);
  EXPECT_EQ(flow_.loading()->path(), file_);
  EXPECT_EQ(session_.scene().description, "first");  // not yet
  ASSERT_EQ(wait(), FollowedFile::Outcome::reloaded);
  EXPECT_EQ(session_.scene().description, "second");
  EXPECT_FALSE(flow_.take_opened());  // a reload keeps the view: no reframing
  EXPECT_FALSE(flow_.error());        // nor is it an open's error box
}

// A file that cannot be read says so in the words of every reader (core/scene/bounded_file.hpp).
TEST_F(FollowedFileTest, AnUnreadableFileIsReportedInTheReadersWords) {
  fs::remove(file_);
  fs::create_directory(file_);
  ASSERT_EQ(wait(), FollowedFile::Outcome::failed);
  ASSERT_TRUE(follow_.error());
  EXPECT_EQ(*follow_.error(), file_.string() + ": cannot open: it is a directory");
  EXPECT_EQ(*follow_.error(),
            read_bounded_file(file_, kDefaultMaxSceneBytes, "scene file").error->to_string());
  EXPECT_EQ(session_.scene().description, "first");
}

TEST_F(FollowedFileTest, OwnSavesAreNotReadBack) {
  Document& doc = session_.document();
  ASSERT_FALSE(doc.apply(describe_scene(doc.scene(), "saved by us")));
  ASSERT_FALSE(doc.save());
  ASSERT_FALSE(doc.apply(describe_scene(doc.scene(), "after the save")));
  // The save's events come and go; the edit made after it is neither asked about nor lost.
  EXPECT_EQ(wait(), FollowedFile::Outcome::none);
  EXPECT_EQ(doc.scene().description, "after the save");
  EXPECT_TRUE(doc.history().can_undo());
  EXPECT_EQ(follow_.reloads(), 0u);
}

TEST_F(FollowedFileTest, OffMeansNotFollowing) {
  follow_.set_enabled(false);
  write_by_rename(file_, text_of(scene_of(5, 0, "ignored")));
  EXPECT_EQ(wait(), FollowedFile::Outcome::none);
  EXPECT_EQ(session_.scene().description, "first");
  // On again: the file as it is now counts as seen; later writes are followed.
  follow_.set_enabled(true);
  EXPECT_EQ(wait(), FollowedFile::Outcome::none);
  write_by_rename(file_, text_of(scene_of(6, 0, "followed")));
  EXPECT_EQ(wait(), FollowedFile::Outcome::reloaded);
  EXPECT_EQ(session_.scene().description, "followed");
}

// Switched off while a write is being read, or while its question waits: nothing of that write
// lands afterwards, and the question goes away with it.
TEST_F(FollowedFileTest, OffMidReloadOrMidQuestionDropsTheReload) {
  write_by_rename(file_, text_of(scene_of(5, 0, "read while switched off")));
  for (int i = 0; i < 1000 && !flow_.reloading(); ++i) {
    EXPECT_EQ(follow_.poll(now_ += milliseconds(5)), FollowedFile::Outcome::none);
    std::this_thread::sleep_for(milliseconds(1));
  }
  ASSERT_TRUE(flow_.reloading());
  follow_.set_enabled(false);
  EXPECT_FALSE(flow_.loading());
  EXPECT_EQ(wait(), FollowedFile::Outcome::none);
  EXPECT_EQ(session_.scene().description, "first");

  follow_.set_enabled(true);
  EXPECT_EQ(wait(), FollowedFile::Outcome::none);  // re-armed: the file as it is counts as seen
  Document& doc = session_.document();
  ASSERT_FALSE(doc.apply(describe_scene(doc.scene(), "mine")));
  write_by_rename(file_, text_of(scene_of(6, 0, "theirs")));
  ASSERT_EQ(wait(), FollowedFile::Outcome::asking);
  ASSERT_TRUE(flow_.question());
  follow_.set_enabled(false);
  EXPECT_FALSE(flow_.question());
  EXPECT_EQ(wait(), FollowedFile::Outcome::none);
  EXPECT_EQ(doc.scene().description, "mine");
  EXPECT_TRUE(doc.modified());
}

TEST_F(FollowedFileTest, UntitledSceneIsNotFollowed) {
  session_.document().reset(scene_of(1, 0, "untitled"));
  EXPECT_EQ(follow_.poll(now_ += milliseconds(50)), FollowedFile::Outcome::none);
  EXPECT_NE(follow_.status().find("no file"), std::string::npos) << follow_.status();
}

// The done-when test: a writer rewrites the scene 1,000 times — renames and writes in place,
// every 250th malformed (the writer waits until the follower has reported it) — while the
// follower polls as the frame loop would. No crash, every scene shown is one the writer wrote,
// in order, each malformed write reported with the last good scene kept, and the last write
// shown at the end.
TEST_F(FollowedFileTest, WriterRewritesTheSceneAThousandTimes) {
  constexpr int kWrites = 1000;
  std::atomic<int> failures_seen{0};
  std::atomic<bool> writer_done{false};
  std::thread writer([&] {
    int malformed = 0;
    for (int i = 1; i <= kWrites; ++i) {
      if (i % 250 == 125) {
        write_in_place(file_,
                       "{\"format\": \"collision-lab-scene\", \"objects\": [" + std::to_string(i));
        ++malformed;
        // Held until reported (or 5 s): a quick next write would hide it from any reader.
        for (int k = 0; k < 5000 && failures_seen.load() < malformed; ++k)
          std::this_thread::sleep_for(milliseconds(1));
        continue;
      }
      const std::string text = text_of(scene_of(2 + i * 1e-3, i % 3, "write " + std::to_string(i)));
      if (i % 2)
        write_by_rename(file_, text);
      else
        write_in_place(file_, text);
      if (i % 50 == 0) std::this_thread::sleep_for(milliseconds(kQuiet * 2));  // let some land
    }
    writer_done.store(true);
  });
  int last_shown = 0, reloads = 0, failures = 0;
  auto shown_number = [&] {
    const std::string& d = session_.scene().description;
    return d == "first" ? 0 : std::stoi(d.substr(6));
  };
  auto step = [&] {
    now_ = Clock::now();
    const FollowedFile::Outcome o = follow_.poll(now_);
    flow_.poll();
    session_.update();
    if (o == FollowedFile::Outcome::reloaded) {
      ++reloads;
      const int n = shown_number();
      EXPECT_GE(n, last_shown);  // never an older scene
      last_shown = n;
    } else if (o == FollowedFile::Outcome::failed) {
      ++failures;
      ASSERT_TRUE(follow_.error());
      EXPECT_EQ(shown_number(), last_shown);  // the last good scene stays
      EXPECT_EQ(session_.scene().objects.size(), std::size_t(2 + last_shown % 3));
      failures_seen.store(failures);
    }
    ASSERT_NE(o, FollowedFile::Outcome::asking);
  };
  // Frames while the writer writes.
  while (!writer_done.load()) {
    step();
    std::this_thread::sleep_for(milliseconds(1));
  }
  writer.join();
  // Frames after the last write until it is shown.
  for (int k = 0; k < 2000 && last_shown != kWrites; ++k) {
    step();
    std::this_thread::sleep_for(milliseconds(1));
  }
  EXPECT_EQ(last_shown, kWrites);
  EXPECT_EQ(session_.scene().description, "write 1000");
  EXPECT_EQ(std::get<desc::Box>(session_.scene().objects.back().desc).center.x, 2 + kWrites * 1e-3);
  EXPECT_GE(failures, 4);  // each malformed write was reported (a torn in-place read may add)
  EXPECT_FALSE(follow_.error());
  std::cout << kWrites << " writes: " << reloads << " reloads, " << failures
            << " failed reads reported\n";
  EXPECT_GE(reloads, 10);  // about one per pause of the writer (20), with room for a loaded machine
  EXPECT_LE(reloads, kWrites);
}

}  // namespace
}  // namespace collide
