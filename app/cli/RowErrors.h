#pragma once

#include <QCoreApplication>
#include <QString>
#include <QTextStream>
#include <algorithm>

namespace qc {

// The rows a reader could not use, as the CLI lists them on stderr: a heading, the first `Listed` rows with their line
// and reason, then how many more. For any list of issues with `line` and `message` (an import's ImportError, a
// trace's TraceIssue); `total` counts every unread row, also those a reader did not keep.
class RowErrors
{
    Q_DECLARE_TR_FUNCTIONS(RowErrors)

public:
    static constexpr qsizetype Listed = 20;

    template<typename Issues>
    static void print(QTextStream& err, const QString& heading, const Issues& issues, qsizetype total)
    {
        if (total <= 0)
            return;
        err << heading << '\n';
        for (qsizetype i = 0; i < std::min<qsizetype>(issues.size(), Listed); ++i)
            err << line(issues[i].line, issues[i].message) << '\n';
        if (total > Listed)
            err << more(total - Listed) << '\n';
        err.flush();
    }

private:
    static QString line(qsizetype line, const QString& message);
    static QString more(qsizetype count);
};

} // namespace qc
