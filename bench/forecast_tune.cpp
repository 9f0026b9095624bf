// Tuning the wait forecaster without looking at a test part: replays the first `--inner` share of a trace (by submit
// time) and scores its last 30 % (e.g. CERIT's jobs 49-70 %) for a grid of calibration settings. Not a test.
//   forecast_tune TRACE.csv [inner-share, default 0.7]
#include "forecast/ForecastEvaluation.h"
#include "forecast/TraceReader.h"

#include <QCoreApplication>
#include <QTextStream>
#include <algorithm>

using namespace qc;

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 2) {
        QTextStream(stderr) << "usage: forecast_tune TRACE.csv [inner-share]\n";
        return 2;
    }
    TraceData data = TraceReader::readFile(args[1]);
    if (!data.ok()) {
        QTextStream(stderr) << data.error << '\n';
        return 1;
    }
    std::stable_sort(data.jobs.begin(), data.jobs.end(),
                     [](const TraceJob& a, const TraceJob& b) { return a.submit < b.submit; });
    const double inner = args.size() > 2 ? args[2].toDouble() : 0.7;
    const QList<TraceJob> jobs = data.jobs.mid(0, qsizetype(double(data.jobs.size()) * inner));
    QTextStream out(stdout);
    out << "gamma maxCorr floor | coverage median_h pinball_h | eq_median_h eq_pinball_h | qbets_cov qbets_eq_median_h "
           "qbets_eq_pinball_h\n";
    const QStringList grid = qEnvironmentVariable("QC_TUNE_GRID").split(QLatin1Char(';'), Qt::SkipEmptyParts);
    for (const QString& cell : grid.isEmpty() ? QStringList { QStringLiteral("0.05,3,0.25") } : grid) {
        const QStringList v = cell.split(QLatin1Char(','));
        ForecastEvaluation::Options options;
        options.model.gamma = v.value(0).toDouble();
        options.model.maxCorrection = v.value(1).toDouble();
        options.model.floorShare = v.value(2).toDouble();
        if (v.size() > 3)
            options.model.capFactor = v.value(3).toDouble();
        if (v.size() > 4 && v.value(4).toInt() > 0)
            options.model.cohort = v.value(4).toInt();
        if (v.size() > 5)
            options.model.calibrationTarget = v.value(5).toDouble();
        const ForecastEvaluation::Report r = ForecastEvaluation::run(jobs, options);
        const auto& m = r.model;
        const auto& b = r.baseline;
        out << cell << " | " << m.coverage << ' ' << m.medianBoundS / 3600 << ' ' << m.pinballLoss / 3600 << " | "
            << m.atEqualCoverage.medianBoundS / 3600 << ' ' << m.atEqualCoverage.pinballLoss / 3600 << " | "
            << b.coverage << ' ' << b.atEqualCoverage.medianBoundS / 3600 << ' ' << b.atEqualCoverage.pinballLoss / 3600
            << '\n';
        out.flush();
    }
    return 0;
}
