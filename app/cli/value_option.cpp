#include "app/cli/value_option.hpp"

#include <CLI/CLI.hpp>

namespace collide {

ValueOption& ValueOption::add(CLI::App& app, const std::string& name, const std::string& type,
                              const std::string& help) {
  // expected(0, 1): CLI11 accepts the option without a value, so run() can say what is missing.
  option_ = app.add_option(name, help)
                ->expected(0, 1)
                ->type_name(type)
                ->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);
  return *this;
}

bool ValueOption::given() const {
  return option_ && option_->count() > 0;
}

bool ValueOption::missing() const {
  return given() && value().empty();
}

std::string ValueOption::value() const {
  if (!given()) return {};
  const std::vector<std::string>& results = option_->results();
  return results.empty() ? std::string() : results.back();
}

}  // namespace collide
