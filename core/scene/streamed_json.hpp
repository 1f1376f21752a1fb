#pragma once
// Scene text to JSON values in one linear pass. nlohmann's own parsers do not serve: the
// callback parser, which the loader used to refuse duplicate keys, scans the parent array after
// every object in Debian's 3.11.2 (a 300,000-object scene took 31 s to load), and a whole DOM of
// a million objects would cost about a gigabyte. This is a SAX handler (SceneJson::sax_parse)
// that builds the document as nlohmann's DOM parser does, except that
// - the elements of one top-level array (the scene's "objects") are handed to a callback one at
//   a time, each as a small document of its own, and then dropped: the document keeps an empty
//   array in their place, so memory holds one element's DOM at a time; and
// - a key that appears twice in one object is refused, named by its JSON pointer ({"radius": -1,
//   "radius": 1}: a DOM keeps one of them and hides the other).
#include <cstddef>
#include <functional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace collide {

// Ordered, so that a saved file lists fields in the order a person reads them.
using SceneJson = nlohmann::ordered_json;

// A key repeated in one object: the JSON pointer of the second one, and what is wrong.
struct DuplicateKey {
  std::string pointer;
  std::string message;
};

// Which array is streamed, and to whom.
struct StreamedArray {
  std::string_view key;  // a key of the top-level object
  // Called with each element of that key's array, complete, in order, and the bytes of the text
  // read so far (0 when not known: see parse_streamed) — to size what the elements are read
  // into, or show progress. Not called when the value is not an array (then it stays in the
  // document, for the reader to refuse).
  std::function<void(const SceneJson& element, std::size_t index, std::size_t bytes_read)> element;
  // Called when the text is read a second time (the fast scanner gave up on it: see
  // json_scanner.hpp): forget the elements received so far, they come again from index 0.
  std::function<void()> restart;
};

// Parses all of `text` (anything after the value is an error): with JsonScanner, or when it gives
// up, nlohmann's SAX parser (which does not tell the bytes read). Throws what SceneJson::parse
// throws, nlohmann's parse_error for malformed JSON and out_of_range for a number too large for
// a double, with the same messages and positions; throws DuplicateKey; and lets through
// whatever `streamed.element` throws.
SceneJson parse_streamed(std::string_view text, const StreamedArray& streamed);

}  // namespace collide
