#pragma once

#include "StartEstimate.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QString>

namespace qc {

// One thing the user could do about a pending job ("ask for 4 GPUs", "move to eu-west"), with what the start
// forecast says it would bring and what it costs. Seconds count from the snapshot the advice was made on.
struct Alternative
{
    Q_DECLARE_TR_FUNCTIONS(Alternative)

public:
    enum class Change { Keep, FewerGpus, Split, ShorterLimit, Partition, Qos, Begin };
    enum class Confidence { High, Medium, Low };

    Change change = Change::Keep;
    // The request it makes: GPUs per job, how many jobs, their time limit, partition, QOS and begin time.
    int gpus = 0;
    int jobs = 1;
    qint64 timeLimitS = 0;
    QString partition;
    QString qos;
    QDateTime begin;

    StartEstimate start; // the same StartForecast the detail pane shows, for the changed job
    qint64 startP50S = -1; // -1: no start time (never runs, held, no data)
    qint64 startP90S = -1; // -1 also when the 90% bound is longer than anything seen
    qint64 runS = 0; // how long the work is expected to run (per job), by its time limit
    qint64 finishP50S = -1; // startP50S + runS
    double gpuHours = 0; // all jobs together
    qint64 finishGainS = 0; // against keeping the job as it is: positive = finishes earlier
    qint64 startGainS = 0;
    Confidence confidence = Confidence::Low;
    bool allowed = true;
    QString whyNot; // translated; set when not allowed
    QString note; // translated caveat ("the training must support it")

    bool hasStart() const { return startP50S >= 0; }
    // Stable word for scripts: keep, fewer_gpus, split, shorter_limit, partition, qos, begin.
    static QString changeKey(Change change);
    static QString confidenceKey(Confidence confidence); // high, medium, low
    QString confidenceText() const; // translated
    // What to do, for people: "Ask for 4 GPUs (time limit 8.0 h)", "Split into 2 jobs of 4 GPUs".
    QString title() const;
};

} // namespace qc
