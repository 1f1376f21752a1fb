#pragma once
// An option that takes one value, on CLI11, whose missing value we report ourselves: CLI11 alone
// would say "1 required TEXT missing" without saying what kind of value is wanted. `--out`
// alone and `--out=` are "missing"; given twice, the last one wins (as people expect when they
// append to a command line).
#include <string>

namespace CLI {
class App;
class Option;
}  // namespace CLI

namespace collide {

class ValueOption {
 public:
  // Adds `name` (e.g. "--out") to `app`; `type` names the value in --help (e.g. "FILE").
  ValueOption& add(CLI::App& app, const std::string& name, const std::string& type,
                   const std::string& help);
  // After parsing:
  bool given() const;
  bool missing() const;       // given without a value
  std::string value() const;  // the last value given ("" when none)

 private:
  CLI::Option* option_ = nullptr;
};

}  // namespace collide
