#pragma once

#include "BackendError.h"

#include <optional>
#include <utility>

namespace qc {

// A value or a BackendError. Default-constructible because QCoro::waitFor needs it.
template<typename T> class Result
{
public:
    Result() = default;
    Result(T value)
        : m_value(std::move(value))
    {
    }
    Result(BackendError error)
        : m_error(std::move(error))
    {
    }

    bool ok() const { return m_value.has_value(); }
    explicit operator bool() const { return ok(); }
    const T& value() const& { return *m_value; }
    T& value() & { return *m_value; }
    T&& value() && { return std::move(*m_value); }
    const BackendError& error() const { return m_error; }

private:
    std::optional<T> m_value;
    BackendError m_error { BackendError::Kind::Internal, QStringLiteral("no result") };
};

struct Done
{
};
using VoidResult = Result<Done>;

} // namespace qc
