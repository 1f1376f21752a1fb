#include "core/scene/streamed_json.hpp"

#include <memory>
#include <unordered_set>
#include <utility>
#include <vector>

#include "core/scene/bounded_text.hpp"
#include "core/scene/json_pointer.hpp"
#include "core/scene/json_scanner.hpp"

namespace collide {
namespace {

// The SAX interface of nlohmann::json (see nlohmann/detail/input/json_sax.hpp).
class StreamingHandler {
 public:
  using number_integer_t = SceneJson::number_integer_t;
  using number_unsigned_t = SceneJson::number_unsigned_t;
  using number_float_t = SceneJson::number_float_t;
  using string_t = SceneJson::string_t;
  using binary_t = SceneJson::binary_t;

  explicit StreamingHandler(const StreamedArray& streamed) : streamed_(streamed) {}

  SceneJson& result() { return root_; }

  // Where the reader is, for StreamedArray::element's bytes_read: `*cursor` in `text`.
  void track(std::string_view text, const char* const* cursor) {
    begin_ = text.data();
    cursor_ = cursor;
  }

  bool null() { return scalar(nullptr); }
  bool boolean(bool v) { return scalar(v); }
  bool number_integer(number_integer_t v) { return scalar(v); }
  bool number_unsigned(number_unsigned_t v) { return scalar(v); }
  bool number_float(number_float_t v, const string_t& /*text*/) { return scalar(v); }
  bool string(string_t& v) { return scalar(v); }
  bool binary(binary_t& v) { return scalar(SceneJson::binary(v)); }

  bool start_object(std::size_t /*unknown in JSON text*/) {
    frames_.push_back({place(SceneJson::object()), false, false, 0, nullptr});
    return true;
  }

  bool key(string_t& key) {
    Frame& f = frames_.back();
    auto& object = f.value->get_ref<SceneJson::object_t&>();
    if (repeated(f, object, key))
      throw DuplicateKey{pointer(&key), "duplicate key \"" + bounded_text(key) +
                                            "\" (a key may appear only once in an object)"};
    // Appended, not looked up: the key is known to be new (ordered_map's operator[] would scan
    // the object again).
    object.emplace_back(key, nullptr);
    object_element_ = &object.back().second;
    return true;
  }

  bool end_object() {
    frames_.pop_back();
    return finished();
  }

  bool start_array(std::size_t /*unknown in JSON text*/) {
    const bool streamed = frames_.size() == 1 && !frames_[0].array &&
                          last_key(frames_[0]) == streamed_.key && streamed_.element;
    frames_.push_back({place(SceneJson::array()), true, streamed, 0, nullptr});
    return true;
  }

  bool end_array() {
    frames_.pop_back();
    return finished();
  }

  // Rethrown as the exception it is (nlohmann's DOM parser does the same), so that callers
  // catch parse_error and out_of_range as they would from SceneJson::parse.
  template <class Exception>
  bool parse_error(std::size_t /*position*/, const std::string& /*last token*/,
                   const Exception& e) {
    throw e;
  }

 private:
  struct Frame {
    SceneJson* value;  // the container being filled
    bool array;
    bool streamed;      // its elements go to streamed_.element, not into it
    std::size_t index;  // arrays: the elements completed so far
    // Objects with many keys: the keys seen, so that a huge object is not scanned per key.
    std::unique_ptr<std::unordered_set<std::string>> keys;
  };

  // Objects this small are searched for a repeated key directly.
  static constexpr std::size_t kScannedKeys = 16;

  static bool repeated(Frame& f, const SceneJson::object_t& object, const std::string& key) {
    if (object.size() < kScannedKeys) {
      for (const auto& [k, v] : object)
        if (k == key) return true;
      return false;
    }
    if (!f.keys) {
      f.keys = std::make_unique<std::unordered_set<std::string>>();
      for (const auto& [k, v] : object)
        f.keys->insert(k);
    }
    return !f.keys->insert(key).second;
  }

  static const std::string& last_key(const Frame& f) {
    return f.value->get_ref<const SceneJson::object_t&>().back().first;
  }

  // Where the value being read is: its container's pointer and its key or index. `pending` is
  // a key not yet added to the innermost object.
  std::string pointer(const std::string* pending) const {
    std::string out;
    for (std::size_t i = 0; i < frames_.size(); ++i) {
      const Frame& f = frames_[i];
      if (f.array)
        out = json_pointer::child(out, f.index);
      else
        out = json_pointer::child(out, pending && i + 1 == frames_.size() ? *pending : last_key(f));
    }
    return bounded_text(out, 4 * kEchoLimit);  // nesting can be deep: bounded too
  }

  // Puts a new value where the parser is (the root, the next element of an array, the value of
  // the last key) and returns it.
  SceneJson* place(SceneJson&& v) {
    if (frames_.empty()) {
      root_ = std::move(v);
      return &root_;
    }
    Frame& f = frames_.back();
    if (f.streamed) {
      element_ = std::move(v);
      return &element_;
    }
    if (f.array) {
      auto& array = f.value->get_ref<SceneJson::array_t&>();
      array.push_back(std::move(v));
      return &array.back();
    }
    *object_element_ = std::move(v);
    return object_element_;
  }

  template <class Value>
  bool scalar(Value&& v) {
    place(SceneJson(std::forward<Value>(v)));
    return finished();
  }

  // A value is complete: count it, and hand it over when it is an element of the streamed array.
  bool finished() {
    if (frames_.empty() || !frames_.back().array) return true;
    Frame& f = frames_.back();
    if (f.streamed) {
      streamed_.element(element_, f.index,
                        cursor_ ? static_cast<std::size_t>(*cursor_ - begin_) : 0);
      element_ = SceneJson();
    }
    ++f.index;
    return true;
  }

  const StreamedArray& streamed_;
  SceneJson root_;
  SceneJson element_;  // the streamed array's element being read
  std::vector<Frame> frames_;
  SceneJson* object_element_ = nullptr;  // the value of the key just read
  const char* begin_ = nullptr;
  const char* const* cursor_ = nullptr;
};

}  // namespace

SceneJson parse_streamed(std::string_view text, const StreamedArray& streamed) {
  {
    StreamingHandler handler(streamed);
    JsonScanner scanner(text, handler);
    handler.track(text, &scanner.cursor());
    if (scanner.run()) return std::move(handler.result());
  }
  // The fast scanner gave up (an error, or text it leaves to nlohmann): read it all again.
  if (streamed.restart) streamed.restart();
  StreamingHandler handler(streamed);
  SceneJson::sax_parse(text.begin(), text.end(), &handler);
  return std::move(handler.result());
}

}  // namespace collide
