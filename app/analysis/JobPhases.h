#pragma once

#include "CauseTimeline.h"

#include <QCoreApplication>
#include <QList>

namespace qc {

// A job's life in phases, with the time spent in each: submitted -> eligible (begin time, dependency, hold) ->
// queued until allocated -> start-up (image pull, data staging, prolog: what the backend tells) -> running. Built
// from the job's own times, the start-up steps the backend reports, and the states seen on refreshes (the cause
// timeline): on Slurm the end of CONFIGURING is only known as the first refresh that saw the job RUNNING.
class JobPhases
{
    Q_DECLARE_TR_FUNCTIONS(JobPhases)

public:
    enum class Kind { Eligibility, Queued, Startup, ImagePull, DataStaging, Prolog, Running };
    struct Phase
    {
        Kind kind = Kind::Queued;
        QDateTime from;
        QDateTime to; // the end, or the snapshot time while it is under way
        qint64 seconds = 0;
        bool underWay = false;
        // The end was seen on a refresh, not reported by the scheduler: it is an upper bound by one refresh.
        bool endSeenOnRefresh = false;
        bool isStep() const { return kind == Kind::ImagePull || kind == Kind::DataStaging || kind == Kind::Prolog; }
    };

    // Phases oldest first; start-up steps follow their Startup phase. `seen` is the job's cause timeline (may be
    // empty); `now` is the snapshot's time.
    static QList<Phase> of(const Job& job, const QList<CauseTimeline::Entry>& seen, const QDateTime& now);

    static QString kindName(Kind kind); // stable, for JSON: "queued", "image_pull", ...
    static QString label(Kind kind); // translated
    // "Queued 2 h -> Image pull 45 s -> Data staging 3 min -> Running 1 h (under way)"
    static QString summary(const QList<Phase>& phases);
};

} // namespace qc
