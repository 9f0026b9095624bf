#include "OffPeakWindow.h"

namespace qc {

QString OffPeakWindow::confidence() const
{
    switch (basis) {
    case Basis::Cell:
        return tr("%n job(s)", nullptr, int(jobs));
    case Basis::LiveQueue:
        return tr("live queue");
    case Basis::SimilarHours:
        break;
    }
    return live ? tr("live queue; %n job(s) at this hour", nullptr, int(jobs))
                : tr("too thin (%n job(s)); from similar hours", nullptr, int(jobs));
}

} // namespace qc
