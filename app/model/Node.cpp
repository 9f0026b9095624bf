#include "Node.h"

namespace qc {

int Node::gpusTotal() const
{
    int n = 0;
    for (const auto& g : gpus)
        n += g.total;
    return n;
}

int Node::gpusUsed() const
{
    int n = 0;
    for (const auto& g : gpus)
        n += g.used;
    return n;
}

int Node::gpusFree(const QString& type) const
{
    if (!available())
        return 0;
    int n = 0;
    for (const auto& g : gpus) {
        if (type.isEmpty() || g.type.compare(type, Qt::CaseInsensitive) == 0)
            n += g.total - g.used;
    }
    return n;
}

bool Node::available() const
{
    const QString s = state.toUpper();
    static const QStringList unavailable { QStringLiteral("DOWN"),           QStringLiteral("DRAIN"),
                                           QStringLiteral("FAIL"),           QStringLiteral("MAINT"),
                                           QStringLiteral("RESERVED"),       QStringLiteral("UNKNOWN"),
                                           QStringLiteral("NOT_RESPONDING"), QStringLiteral("FUTURE"),
                                           QStringLiteral("POWER") };
    for (const auto& word : unavailable) {
        if (s.contains(word))
            return false;
    }
    return !s.isEmpty();
}

} // namespace qc
