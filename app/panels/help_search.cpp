#include "app/panels/help_search.hpp"

#include <algorithm>

#include "app/panels/markdown_view.hpp"

namespace collide {

namespace {

std::string ascii_lower(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

// A line of a page as the window shows it, and the block it is in.
struct PageLine {
  std::size_t block;
  std::string text;
};

void add_lines(const std::vector<MdBlock>& blocks, std::vector<PageLine>& out,
               std::size_t outer_block = std::size_t(-1)) {
  for (std::size_t i = 0; i < blocks.size(); ++i) {
    const MdBlock& b = blocks[i];
    const std::size_t at = outer_block == std::size_t(-1) ? i : outer_block;
    switch (b.kind) {
      case MdKind::heading:
      case MdKind::paragraph:
      case MdKind::bullet:
        out.push_back({at, plain_inline(b.text)});
        break;
      case MdKind::table:
        // Row by row: a key binding's context is its row, not the whole table.
        for (const auto& row : b.rows) {
          std::string line;
          for (const std::string& cell : row)
            if (!cell.empty()) line += (line.empty() ? "" : " — ") + plain_inline(cell);
          out.push_back({at, std::move(line)});
        }
        break;
      case MdKind::code:
        for (const std::string& l : b.lines)
          out.push_back({at, l});
        break;
      case MdKind::generated: {
        // The page's copy of the code's table (tests keep it equal to what the window draws).
        std::string copy;
        for (const std::string& l : b.lines)
          copy += l + "\n";
        add_lines(parse_markdown(copy), out, at);
        break;
      }
    }
  }
}

bool is_continuation(char c) {
  return (static_cast<unsigned char>(c) & 0xC0) == 0x80;
}

// `line` cut to about kHelpContextChars around byte `match`: at spaces where it can be (else
// between UTF-8 characters), "…" marking each cut end.
std::string context_around(std::string_view line, std::size_t match) {
  if (line.size() <= kHelpContextChars) return std::string(line);
  const std::size_t lead = kHelpContextChars / 4;
  std::size_t begin = match > lead ? match - lead : 0;
  if (begin > 0) {
    const auto space = line.find(' ', begin);
    begin = space != std::string_view::npos && space < match ? space + 1 : begin;
    while (begin > 0 && is_continuation(line[begin]))
      --begin;
  }
  std::size_t end = std::min(line.size(), begin + kHelpContextChars);
  if (end < line.size()) {
    const auto space = line.rfind(' ', end);
    end = space != std::string_view::npos && space > match ? space : end;
    while (end < line.size() && is_continuation(line[end]))
      ++end;
  }
  return (begin > 0 ? "…" : "") + std::string(line.substr(begin, end - begin)) +
         (end < line.size() ? "…" : "");
}

}  // namespace

std::vector<std::string> help_search_words(std::string_view query) {
  std::vector<std::string> words;
  const std::string q = ascii_lower(query);
  for (std::size_t at = 0; at < q.size();) {
    const auto begin = q.find_first_not_of(" \t\r\n", at);
    if (begin == std::string::npos) break;
    const auto end = std::min(q.find_first_of(" \t\r\n", begin), q.size());
    words.push_back(q.substr(begin, end - begin));
    at = end;
  }
  return words;
}

std::vector<HelpHit> search_help(std::span<const HelpPage> pages, std::string_view query) {
  const std::vector<std::string> words = help_search_words(query);
  if (words.empty()) return {};
  struct Ranked {
    int rank;
    HelpHit hit;
  };
  std::vector<Ranked> found;
  for (std::size_t p = 0; p < pages.size(); ++p) {
    std::vector<PageLine> lines;
    add_lines(parse_markdown(pages[p].text), lines);
    const std::string title = ascii_lower(pages[p].title);
    std::vector<bool> seen(words.size(), false);
    const PageLine* best = nullptr;
    std::size_t best_count = 0, best_at = 0;
    for (const PageLine& line : lines) {
      const std::string text = ascii_lower(line.text);
      std::size_t count = 0, first = std::string::npos;
      for (std::size_t w = 0; w < words.size(); ++w)
        if (const auto at = text.find(words[w]); at != std::string::npos) {
          seen[w] = true;
          ++count;
          first = std::min(first, at);
        }
      if (count > best_count) {
        best = &line;
        best_count = count;
        best_at = first;
      }
    }
    for (std::size_t w = 0; w < words.size(); ++w)
      seen[w] = seen[w] || title.find(words[w]) != std::string::npos;
    if (!std::ranges::all_of(seen, [](bool s) { return s; })) continue;
    const bool in_title = std::ranges::all_of(
        words, [&](const std::string& w) { return title.find(w) != std::string::npos; });
    const int rank = in_title ? 0 : best_count == words.size() ? 1 : 2;
    HelpHit hit{p, best ? best->block : 0,
                best ? context_around(best->text, best_at) : std::string(pages[p].title)};
    found.push_back({rank, std::move(hit)});
  }
  std::ranges::stable_sort(found, [](const Ranked& a, const Ranked& b) { return a.rank < b.rank; });
  std::vector<HelpHit> hits;
  for (Ranked& r : found)
    hits.push_back(std::move(r.hit));
  return hits;
}

}  // namespace collide
