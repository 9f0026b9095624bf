// Tuning the wait forecaster without looking at a test part: replays the first `--inner` share of a trace (by submit
// time) and scores its last 30 % (e.g. CERIT's jobs 49-70 %) for a grid of calibration settings. Not a test.
//   forecast_tune TRACE.csv [inner-share, default 0.7]
//   QC_TUNE_GRID="gamma,maxCorrection,floorShare[,capFactor[,cohort[,calibrationTarget]]];..." or
//   QC_TUNE_GRID="gamma=0.05,minCalibrationOutcomes=50;..." (key=value for any WaitForecaster::Config setting read
//   below). Inner share 1: the whole trace (simulated traces, which have no test part to keep unseen).
#include "forecast/ForecastEvaluation.h"
#include "forecast/TraceReader.h"

#include <QCoreApplication>
#include <QFile>
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
    out << "setting | coverage median_h pinball_h | eq_median_h eq_pinball_h | qbets_cov qbets_eq_median_h "
           "qbets_eq_pinball_h\n";
    // QC_TUNE_ROWS=PREFIX: each cell's per-job rows to PREFIX<n>.csv (as evaluate-forecast --per-job), to see where a
    // setting wins or loses.
    const QString rowsPrefix = qEnvironmentVariable("QC_TUNE_ROWS");
    const QStringList grid = qEnvironmentVariable("QC_TUNE_GRID").split(QLatin1Char(';'), Qt::SkipEmptyParts);
    for (const QString& cell : grid.isEmpty() ? QStringList { QStringLiteral("0.05,3,0.25") } : grid) {
        const QStringList v = cell.split(QLatin1Char(','));
        ForecastEvaluation::Options options;
        if (cell.contains(QLatin1Char('='))) {
            // key=value,... for any of the settings below
            for (const QString& kv : v) {
                const QString key = kv.section(QLatin1Char('='), 0, 0).trimmed();
                const double x = kv.section(QLatin1Char('='), 1).toDouble();
                auto& m = options.model;
                if (key == QLatin1String("gamma"))
                    m.gamma = x;
                else if (key == QLatin1String("maxCorrection"))
                    m.maxCorrection = x;
                else if (key == QLatin1String("floorShare"))
                    m.floorShare = x;
                else if (key == QLatin1String("capFactor"))
                    m.capFactor = x;
                else if (key == QLatin1String("cohort"))
                    m.cohort = int(x);
                else if (key == QLatin1String("calibrationTarget"))
                    m.calibrationTarget = x;
                else if (key == QLatin1String("minCalibrationOutcomes"))
                    m.minCalibrationOutcomes = int(x);
                else if (key == QLatin1String("ownDrainShare"))
                    m.ownDrainShare = x;
                else if (key == QLatin1String("levelShare"))
                    m.levelShare = x;
                else if (key == QLatin1String("maxLevel"))
                    m.maxLevel = x;
                else if (key == QLatin1String("offsetS"))
                    m.offsetS = x;
                else if (key == QLatin1String("minGroup"))
                    m.minGroup = int(x);
                else if (key == QLatin1String("sizeGroups"))
                    m.sizeGroups = x != 0;
                else if (key == QLatin1String("levelBeforeScale"))
                    m.levelBeforeScale = x != 0;
                else if (key == QLatin1String("queueGroups"))
                    m.queueGroups = x != 0;
                else if (key == QLatin1String("selfCalibrate"))
                    m.selfCalibrate = x != 0;
                else if (key == QLatin1String("recentStartsCap"))
                    m.recentStartsCap = x;
                else if (key == QLatin1String("hedge"))
                    m.hedge = x;
                else {
                    QTextStream(stderr) << "unknown setting " << key << '\n';
                    return 2;
                }
            }
        } else {
            options.model.gamma = v.value(0).toDouble();
            options.model.maxCorrection = v.value(1).toDouble();
            options.model.floorShare = v.value(2).toDouble();
            if (v.size() > 3)
                options.model.capFactor = v.value(3).toDouble();
            if (v.size() > 4 && v.value(4).toInt() > 0)
                options.model.cohort = v.value(4).toInt();
            if (v.size() > 5)
                options.model.calibrationTarget = v.value(5).toDouble();
        }
        options.keepRows = !rowsPrefix.isEmpty();
        const ForecastEvaluation::Report r = ForecastEvaluation::run(jobs, options);
        if (options.keepRows) {
            QFile file(rowsPrefix + QString::number(grid.indexOf(cell)) + QStringLiteral(".csv"));
            if (file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
                QTextStream rows(&file);
                ForecastEvaluation::writeRowsCsv(r.rows, rows);
            }
        }
        const auto& m = r.model;
        const auto& b = r.baseline;
        out << cell << " | " << m.coverage << ' ' << m.medianBoundS / 3600 << ' ' << m.pinballLoss / 3600 << " | "
            << m.atEqualCoverage.medianBoundS / 3600 << ' ' << m.atEqualCoverage.pinballLoss / 3600 << " | "
            << b.coverage << ' ' << b.atEqualCoverage.medianBoundS / 3600 << ' ' << b.atEqualCoverage.pinballLoss / 3600
            << " | at_cap " << double(r.beyondSeen) / std::max(1, m.testJobs) << '\n';
        out.flush();
    }
    return 0;
}
