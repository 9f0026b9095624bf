#pragma once

#include <QString>

namespace qc {

// What a cheap request told about a backend: it answers, accepts our credentials, and roughly how big it is,
// without reading the whole queue (the first full read of a 100,000-job queue over REST takes minutes).
struct ReachCheck
{
    QString clusterName; // empty when the server does not say
    QString serverVersion; // "24.11.5"; empty when unknown
    QString apiVersion; // "v0.0.41"; empty for backends without one
    int pendingJobs = -1; // -1: not known from the cheap request
    int runningJobs = -1;
    qint64 answerMs = 0; // how long the cheap request took
};

} // namespace qc
