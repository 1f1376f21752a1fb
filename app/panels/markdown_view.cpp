#include "app/panels/markdown_view.hpp"

#include <imgui.h>

#include "app/panels/wrapped_text.hpp"

namespace collide {

namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
    s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r'))
    s.remove_suffix(1);
  return s;
}

bool starts(std::string_view s, std::string_view p) {
  return s.substr(0, p.size()) == p;
}

// "| a | b \| c |" -> {"a", "b \| c"}: split on the pipes that are not escaped.
std::vector<std::string> cells_of(std::string_view line) {
  line = trim(line);
  if (starts(line, "|")) line.remove_prefix(1);
  if (!line.empty() && line.back() == '|' && !(line.size() > 1 && line[line.size() - 2] == '\\'))
    line.remove_suffix(1);
  std::vector<std::string> cells;
  std::string cell;
  for (std::size_t i = 0; i < line.size(); ++i) {
    if (line[i] == '\\' && i + 1 < line.size() && line[i + 1] == '|') {
      cell += "\\|";
      ++i;
    } else if (line[i] == '|') {
      cells.emplace_back(trim(cell));
      cell.clear();
    } else {
      cell += line[i];
    }
  }
  cells.emplace_back(trim(cell));
  return cells;
}

bool is_rule_row(std::string_view line) {
  for (char c : line)
    if (c != '|' && c != '-' && c != ':' && c != ' ') return false;
  return true;
}

// "<!-- name -->" -> "name"; "" when the line is not a marker.
std::string marker_of(std::string_view line) {
  line = trim(line);
  if (!starts(line, "<!--") || line.size() < 7 || line.substr(line.size() - 3) != "-->") return "";
  return std::string(trim(line.substr(4, line.size() - 7)));
}

}  // namespace

std::string plain_inline(std::string_view md) {
  std::string out;
  bool in_code = false;  // inside `code`: '[' and "**" are text ("[0, 0.5, 0]" is no link)
  for (std::size_t i = 0; i < md.size(); ++i) {
    const char c = md[i];
    if (c == '\\' && i + 1 < md.size() && md[i + 1] == '|') {
      out += '|';
      ++i;
    } else if (c == '`') {
      in_code = !in_code;
    } else if (in_code) {
      out += c;
    } else if (c == '*' && i + 1 < md.size() && md[i + 1] == '*') {
      ++i;
    } else if (c == '[') {
      // [text](url) -> text
      const auto close = md.find("](", i);
      const auto end = close == std::string_view::npos ? close : md.find(')', close);
      if (end == std::string_view::npos) {
        out += c;
        continue;
      }
      out += plain_inline(md.substr(i + 1, close - i - 1));
      i = end;
    } else {
      out += c;
    }
  }
  return out;
}

std::vector<MdBlock> parse_markdown(std::string_view text) {
  std::vector<std::string_view> lines;
  for (std::size_t at = 0; at <= text.size();) {
    const auto nl = text.find('\n', at);
    const auto end = nl == std::string_view::npos ? text.size() : nl;
    lines.push_back(text.substr(at, end - at));
    at = end + 1;
  }
  std::vector<MdBlock> blocks;
  for (std::size_t i = 0; i < lines.size();) {
    const std::string_view raw = lines[i], line = trim(raw);
    if (line.empty()) {
      ++i;
      continue;
    }
    if (const std::string m = marker_of(line); !m.empty()) {
      // A generated block ("<!-- keys -->" … "<!-- /keys -->"): drawn from the code's table,
      // its copy in the file kept as lines (drawn where no table is given, and searched). Any
      // other comment is skipped alone.
      std::size_t close = i + 1;
      while (close < lines.size() && marker_of(lines[close]) != "/" + m)
        ++close;
      const bool word =
          m.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-") == std::string::npos;
      if (!word || close == lines.size()) {
        ++i;
        continue;
      }
      MdBlock b;
      b.kind = MdKind::generated;
      b.name = m;
      for (std::size_t k = i + 1; k < close; ++k)
        b.lines.emplace_back(lines[k]);
      blocks.push_back(std::move(b));
      i = close + 1;
      continue;
    }
    if (starts(line, "```")) {
      MdBlock b;
      b.kind = MdKind::code;
      for (++i; i < lines.size() && !starts(trim(lines[i]), "```"); ++i)
        b.lines.emplace_back(lines[i]);
      ++i;
      blocks.push_back(std::move(b));
      continue;
    }
    if (starts(line, "#")) {
      MdBlock b;
      b.kind = MdKind::heading;
      while (b.level < int(line.size()) && line[std::size_t(b.level)] == '#')
        ++b.level;
      b.text = std::string(trim(line.substr(std::size_t(b.level))));
      blocks.push_back(std::move(b));
      ++i;
      continue;
    }
    if (starts(line, "|")) {
      MdBlock b;
      b.kind = MdKind::table;
      for (; i < lines.size() && starts(trim(lines[i]), "|"); ++i)
        if (!is_rule_row(trim(lines[i]))) b.rows.push_back(cells_of(lines[i]));
      blocks.push_back(std::move(b));
      continue;
    }
    if (starts(line, "- ") || starts(line, "* ")) {
      MdBlock b;
      b.kind = MdKind::bullet;
      b.text = std::string(line.substr(2));
      // Continued by indented lines that start no new item.
      for (++i; i < lines.size() && starts(lines[i], "  ") && !trim(lines[i]).empty() &&
                !starts(trim(lines[i]), "- ") && !starts(trim(lines[i]), "* ");
           ++i)
        b.text += " " + std::string(trim(lines[i]));
      blocks.push_back(std::move(b));
      continue;
    }
    MdBlock b;
    b.kind = MdKind::paragraph;
    b.text = std::string(line);
    for (++i; i < lines.size(); ++i) {
      const std::string_view next = trim(lines[i]);
      if (next.empty() || starts(next, "#") || starts(next, "|") || starts(next, "- ") ||
          starts(next, "* ") || starts(next, "```") || !marker_of(next).empty())
        break;
      b.text += " " + std::string(next);
    }
    blocks.push_back(std::move(b));
  }
  return blocks;
}

void draw_markdown(const std::vector<MdBlock>& blocks,
                   const std::function<bool(const std::string& name)>& generated, MdMark mark) {
  int table_id = 0;
  for (std::size_t i = 0; i < blocks.size(); ++i) {
    const MdBlock& b = blocks[i];
    const bool marked = i == mark.block;
    // The block's top a little below the window's top: the line above it shows it is not the
    // page's start.
    if (marked && mark.scroll) ImGui::SetScrollHereY(0.1f);
    const ImVec2 top = ImGui::GetCursorScreenPos();
    switch (b.kind) {
      case MdKind::heading:
        if (b.level > 1) ImGui::Spacing();
        ImGui::TextColored(b.level == 1 ? ImVec4(1.0f, 0.85f, 0.45f, 1) : ImVec4(0.6f, 0.8f, 1, 1),
                           "%s", plain_inline(b.text).c_str());
        if (b.level == 1) ImGui::Separator();
        break;
      case MdKind::paragraph:
        text_wrapped_at_spaces(plain_inline(b.text));
        ImGui::Spacing();
        break;
      case MdKind::bullet: {
        // Indented, so a wrapped item's lines start under its first word, not under the dot.
        const float indent = ImGui::GetFontSize();
        ImGui::Indent(indent);
        const ImVec2 p = ImGui::GetCursorScreenPos();
        ImGui::GetWindowDrawList()->AddCircleFilled(
            ImVec2(p.x - indent * 0.5f, p.y + ImGui::GetTextLineHeight() * 0.5f),
            ImGui::GetFontSize() * 0.15f, ImGui::GetColorU32(ImGuiCol_Text));
        text_wrapped_at_spaces(plain_inline(b.text));
        ImGui::Unindent(indent);
        if (&b == &blocks.back() || (&b + 1)->kind != MdKind::bullet) ImGui::Spacing();
        break;
      }
      case MdKind::table: {
        if (b.rows.empty()) break;
        const int columns = int(b.rows.front().size());
        ImGui::PushID(table_id++);
        if (ImGui::BeginTable("md", columns,
                              ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerV |
                                  ImGuiTableFlags_SizingStretchProp)) {
          for (const std::string& h : b.rows.front())
            ImGui::TableSetupColumn(plain_inline(h).c_str());
          ImGui::TableHeadersRow();
          for (std::size_t r = 1; r < b.rows.size(); ++r) {
            ImGui::TableNextRow();
            for (int c = 0; c < columns && c < int(b.rows[r].size()); ++c) {
              ImGui::TableNextColumn();
              text_wrapped_at_spaces(plain_inline(b.rows[r][std::size_t(c)]));
            }
          }
          ImGui::EndTable();
        }
        ImGui::PopID();
        ImGui::Spacing();
        break;
      }
      case MdKind::code:
        for (const std::string& l : b.lines)
          ImGui::TextColored(ImVec4(0.75f, 0.9f, 0.75f, 1), "  %s", l.c_str());
        ImGui::Spacing();
        break;
      case MdKind::generated:
        // Drawn from the code's table when the caller has one, else from the page's copy.
        if (!generated || !generated(b.name)) {
          std::string copy;
          for (const std::string& l : b.lines)
            copy += l + "\n";
          ImGui::PushID(static_cast<int>(i));
          draw_markdown(parse_markdown(copy), {});
          ImGui::PopID();
        }
        ImGui::Spacing();
        break;
    }
    if (marked) {
      // A tint over the block and a bar at its left: where a search hit is.
      const ImVec2 bottom = ImGui::GetCursorScreenPos();
      const float right = top.x + ImGui::GetContentRegionAvail().x;
      ImDrawList* dl = ImGui::GetWindowDrawList();
      dl->AddRectFilled(top, ImVec2(right, bottom.y), IM_COL32(255, 215, 90, 36), 3.0f);
      dl->AddRectFilled(top, ImVec2(top.x + 3, bottom.y), IM_COL32(255, 200, 60, 220));
    }
  }
}

}  // namespace collide
