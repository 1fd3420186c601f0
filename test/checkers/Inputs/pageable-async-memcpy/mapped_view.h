// A view over memory it does not own, shaped like Eigen's MapBase: the primary template is only
// declared, a partial specialization defines the class and keeps the pointer private.
#pragma once

template <typename Derived, int Access> class ViewBase;

template <typename Derived> class ViewBase<Derived, 0> {
public:
  ViewBase(double *data, int n) : m_data(data), m_size(n) {}
  double *data() const { return m_data; }
  int size() const { return m_size; }

private:
  double *m_data;
  int m_size;
};

class View : public ViewBase<View, 0> {
public:
  View(double *data, int n) : ViewBase<View, 0>(data, n) {}
};
