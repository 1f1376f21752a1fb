#pragma once
// A visitor made of lambdas, one per alternative: std::visit(Overloaded{[](A&) {…}, …}, v).

namespace collide {

template <class... F>
struct Overloaded : F... {
  using F::operator()...;
};
template <class... F>
Overloaded(F...) -> Overloaded<F...>;

}  // namespace collide
