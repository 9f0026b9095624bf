#pragma once

#include "FinishedJob.h"

#include <QList>
#include <QString>

namespace qc {

struct ImportError
{
    qsizetype line = 0; // 1-based, as an editor shows it
    QString message; // translated
};

// What an import read: the jobs it could use and, for every row it could not, the line and why.
struct ImportReport
{
    QList<FinishedJob> jobs;
    qsizetype imported = 0;
    qsizetype skipped = 0; // rows left out on purpose (e.g. jobs still running), not errors
    QList<ImportError> errors;
    qsizetype errorsNotListed = 0; // rows that could not be read beyond those in `errors` (a reader keeps the first)
    QString fatal; // non-empty when the input could not be read at all (missing file, missing column)

    bool ok() const { return fatal.isEmpty(); }
    qsizetype unreadRows() const { return errors.size() + errorsNotListed; }
};

} // namespace qc
