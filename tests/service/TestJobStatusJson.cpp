// `status --json` writes each job as text (JobStatusJson over JsonLineWriter) instead of building an nlohmann
// document per job. The text must be byte for byte what the document printed: the document is built here the
// way CliApp built it before, for jobs with every kind of value (awkward strings, empty and far times, doubles
// that print in exponent form, no position, pending and running).
#include "analysis/JobInsight.h"
#include "forecast/StartEstimate.h"
#include "model/JsonCodec.h"
#include "model/JsonLineWriter.h"
#include "service/JobStatusJson.h"

#include <QTest>
#include <QTimeZone>
#include <cmath>
#include <limits>

using namespace qc;
using nlohmann::json;

namespace {

// The document CliApp built per job before JobStatusJson (the oracle).
std::string asDocument(const Job& job, const JobInsight& in, const StartEstimate* e,
                       const QList<JobPhases::Phase>& phases)
{
    json j = codec::toJson(job);
    j["cause"] = in.cause ? json(codec::utf8(causeName(*in.cause))) : json(nullptr);
    json secondary = json::array();
    for (Cause c : in.secondaryCauses)
        secondary.push_back(codec::utf8(causeName(c)));
    j["secondary_causes"] = secondary;
    j["inferred"] = in.inferred;
    j["evidence"] = codec::utf8(in.evidence().text);
    json advice = json::array();
    for (const Advice& a : in.advice)
        advice.push_back(codec::utf8(a.text));
    j["advice"] = advice;
    j["position"] = in.position ? json(in.position->position) : json(nullptr);
    j["jobs_ahead"] = in.position ? json(in.position->jobsAhead) : json(nullptr);
    j["gpus_ahead"] = in.position ? json(in.position->gpusAhead) : json(nullptr);
    j["gpu_hours_ahead"] = in.position ? json(in.position->gpuHoursAhead) : json(nullptr);
    j["position_is_lower_bound"] = in.position ? json(in.position->lowerBound) : json(nullptr);
    j["estimated_start"] = codec::timeJson(in.estimatedStart());
    if (e) {
        j["forecast_p50"] = codec::timeJson(e->p50);
        j["forecast_p90"] = codec::timeJson(e->p90);
        j["forecast_note"] = e->noteKey().isEmpty() ? json(nullptr) : json(codec::utf8(e->noteKey()));
        j["forecast_text"] = codec::utf8(e->note.isEmpty() ? e->basis : e->note);
    } else {
        j["forecast_p50"] = j["forecast_p90"] = nullptr;
        j["forecast_note"] = "started";
    }
    json list = json::array();
    for (const auto& p : phases)
        list.push_back({ { "phase", codec::utf8(JobPhases::kindName(p.kind)) },
                         { "from", codec::timeJson(p.from) },
                         { "to", p.underWay ? json(nullptr) : codec::timeJson(p.to) },
                         { "seconds", p.seconds },
                         { "under_way", p.underWay },
                         { "end_seen_on_refresh", p.endSeenOnRefresh } });
    j["phases"] = list;
    return j.dump();
}

QDateTime utc(qint64 secs)
{
    return QDateTime::fromSecsSinceEpoch(secs, QTimeZone::utc());
}

} // namespace

class TestJobStatusJson : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sameTextAsTheDocument_data()
    {
        QTest::addColumn<int>("variant");
        for (int v = 0; v < 6; ++v)
            QTest::addRow("variant %d", v) << v;
    }

    void sameTextAsTheDocument()
    {
        QFETCH(int, variant);
        Job job;
        job.id = QStringLiteral("123_[4-9]");
        job.name = QString::fromUtf8("na\"me\\ \x01\x1f\t\n\r\b\f 训练 🚀 \x7f");
        job.user = variant == 2 ? QString(QChar(0xd800)) + QStringLiteral("lone") : QStringLiteral("alice");
        job.account = QStringLiteral("physics");
        job.partition = QStringLiteral("north");
        job.state = variant % 2 ? JobState::Running : JobState::Pending;
        job.gpus = 8;
        job.gpuType = QStringLiteral("a100");
        job.nodes = 2;
        job.cpus = 64;
        job.memoryMb = qint64(1) << 40;
        job.timeLimitS = 172800;
        const double priorities[] = { 0, 4294901758, 0.0001, 1e-7, 1.5e300, -3.25 };
        job.priority = priorities[variant];
        job.nice = -variant;
        job.qos = QStringLiteral("gpu8");
        job.licenses = QStringLiteral("nas_io:2");
        job.dependency = QStringLiteral("afterok:1");
        job.submitTime = utc(1764607459); // 2025-12-01
        job.eligibleTime = variant == 2 ? QDateTime() : utc(0);
        job.beginTime = utc(253402300799); // 9999-12-31T23:59:59
        job.startTime = variant == 3 ? utc(253402300800) : QDateTime(); // year 10000: Qt's own text
        job.endTime = QDateTime::fromMSecsSinceEpoch(951782400999, QTimeZone::utc()); // 2000-02-29, ms dropped
        job.reason = QStringLiteral("Resources");
        job.reasonDescription = QStringLiteral("");
        job.nodeList = QStringLiteral("gpu-a[1-2]");

        JobInsight in;
        in.jobId = job.id;
        if (variant != 4)
            in.cause = Cause::GpuShortage;
        in.secondaryCauses = { Cause::Priority, Cause::Quota };
        in.inferred = variant == 1;
        CauseEvidence evidence;
        evidence.text = QStringLiteral("Waiting for \"8\" GPUs\n");
        in.setEvidence(evidence);
        in.advice = { Advice { {}, QStringLiteral("Ask for fewer GPUs."), {}, 0 }, Advice {} };
        if (variant != 5) {
            QueuePosition p;
            p.position = 3;
            p.jobsAhead = 2;
            p.gpusAhead = 16;
            p.gpuHoursAhead = variant == 0 ? 24.0 : 1.0 / 3.0;
            p.lowerBound = variant == 2;
            p.estimatedStart = utc(1764611059);
            in.position = p;
        }
        StartEstimate e;
        e.p50 = utc(1764611059);
        e.p90 = variant == 1 ? QDateTime() : utc(1764614659);
        e.note = variant == 0 ? QString() : QStringLiteral("note");
        e.basis = QStringLiteral("basis 训练");

        const StartEstimate* forecast = job.isPending() ? &e : nullptr;
        // Phases of the job as it stands (none when it has no submit time), with a start-up step for a running one.
        if (job.isRunningLike())
            job.startupSteps = { { StartupStep::Kind::ImagePull, job.startTime, job.startTime.addSecs(40) } };
        const QList<JobPhases::Phase> phases = JobPhases::of(job, {}, utc(1764700000));
        if (variant == 0)
            QVERIFY(!phases.isEmpty());
        std::string text;
        JobStatusJson::append(text, job, in, forecast, phases);
        QCOMPARE(QByteArray::fromStdString(text), QByteArray::fromStdString(asDocument(job, in, forecast, phases)));
    }

    // The writer's own number forms (whole doubles, integers) against nlohmann's, around where its form changes.
    void numbersAsNlohmannWritesThem()
    {
        const double doubles[] = { 0.0,         -0.0,         1.0,   -5.0,
                                   24.0,        4294901758.0, 1e14,  999999999999999.0,
                                   1e15,        -1e15,        1e16,  9007199254740992.0,
                                   0.5,         1.0 / 3.0,    -1e-7, 1e300,
                                   std::nan("") };
        for (const double d : doubles) {
            std::string out;
            JsonLineWriter(out).value(d);
            QCOMPARE(QByteArray::fromStdString(out), QByteArray::fromStdString(json(d).dump()));
        }
        const qint64 integers[] = { 0, -1, 7, std::numeric_limits<qint64>::max(), std::numeric_limits<qint64>::min() };
        for (const qint64 n : integers) {
            std::string out;
            JsonLineWriter(out).value(n);
            QCOMPARE(QByteArray::fromStdString(out), QByteArray::fromStdString(json(n).dump()));
        }
    }

    // Deeper than the writer keeps inline.
    void nestsDeeply()
    {
        std::string out;
        JsonLineWriter w(out);
        json doc = json::array();
        json* at = &doc;
        for (int i = 0; i < 40; ++i) {
            w.beginArray().value(i);
            at->push_back(i);
            if (i + 1 < 40) {
                at->push_back(json::array());
                at = &at->back();
            }
        }
        for (int i = 0; i < 40; ++i)
            w.endArray();
        QCOMPARE(QByteArray::fromStdString(out), QByteArray::fromStdString(doc.dump()));
    }

    // Keys and plain strings are written through a stack buffer up to a length, longer ones piece by piece: both
    // sides of each limit give nlohmann's text, first in an object and after a sibling (the comma goes in the
    // key's one append).
    void longAndShortKeysAndStringsAsNlohmann()
    {
        for (const int n : { 0, 1, 59, 60, 61, 62, 125, 126, 127, 128, 129, 4000 }) {
            const std::string name(size_t(n), 'k');
            const QString text(n, QLatin1Char('v'));
            const QString wide = QString::fromUtf8("训") + text;
            std::string out;
            JsonLineWriter w(out);
            // nlohmann's object sorts its keys: these are given in that order.
            w.beginObject().key("a").value(text).key("b" + name).value(text).key("c" + name).value(wide);
            w.endObject();
            json doc = json::object();
            doc["a"] = text.toStdString();
            doc["b" + name] = text.toStdString();
            doc["c" + name] = wide.toStdString();
            QCOMPARE(QByteArray::fromStdString(out), QByteArray::fromStdString(doc.dump()));
        }
    }

    void separatesValuesInNestedContainers()
    {
        std::string out;
        JsonLineWriter w(out);
        w.beginArray().beginObject().key("a").value(1).key("b").beginArray().value(true).null().endArray();
        w.endObject().value("x").beginArray().endArray().endArray();
        QCOMPARE(QByteArray::fromStdString(out), QByteArray(R"([{"a":1,"b":[true,null]},"x",[]])"));
    }
};

QTEST_GUILESS_MAIN(TestJobStatusJson)
#include "TestJobStatusJson.moc"
