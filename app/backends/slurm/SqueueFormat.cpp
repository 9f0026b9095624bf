#include "SqueueFormat.h"

#include "../../model/SlurmTime.h"
#include "SqueueJobCache.h"

#include <QHash>
#include <QRandomGenerator>
#include <array>
#include <charconv>
#include <cstring>
#include <string_view>
#include <unordered_map>

namespace qc::slurm {

namespace {

// Fixed fields, in output order; none of them can contain \x1f.
enum Field {
    FId,
    FPartition,
    FUser,
    FAccount,
    FState,
    FReason,
    FTresAlloc,
    FTresPerJob,
    FTresPerNode,
    FTresPerTask,
    FNumTasks,
    FNumNodes,
    FNumCpus,
    FMinMemory,
    FTimeLimit,
    FPriority,
    FNice,
    FQos,
    FLicenses,
    FDependency,
    FSubmit,
    FEligible,
    FStart,
    FEnd,
    FNodeList,
    FRequeue,
    FixedCount
};

constexpr std::array<const char*, FixedCount> kFixedNames {
    "JobArrayID",   "Partition",     "UserName",      "Account",  "State",    "Reason",     "tres-alloc",
    "tres-per-job", "tres-per-node", "tres-per-task", "NumTasks", "NumNodes", "NumCPUs",    "MinMemory",
    "TimeLimit",    "PriorityLong",  "Nice",          "QOS",      "Licenses", "Dependency", "SubmitTime",
    "EligibleTime", "StartTime",     "EndTime",       "NodeList", "Requeue"
};

bool isNull(const QByteArray& v)
{
    return v.isEmpty() || v == "N/A" || v == "(null)" || v == "None" || v == "NOT_SET";
}

qint64 memoryMb(const QByteArray& v)
{
    if (isNull(v))
        return 0;
    QByteArray n = v;
    qint64 factor = 1;
    const char unit = n.back();
    if (unit < '0' || unit > '9') {
        n.chop(1);
        switch (unit) {
        case 'K':
            return n.toLongLong() / 1024;
        case 'G':
            factor = 1024;
            break;
        case 'T':
            factor = 1024 * 1024;
            break;
        default:
            break;
        }
    }
    return qint64(n.toDouble() * double(factor));
}

// Timestamps repeat a lot (jobs submitted in the same second); converting local time is the costly part.
class TimeCache
{
public:
    QDateTime get(const QByteArray& v)
    {
        if (isNull(v) || v == "Unknown" || v == "0")
            return {};
        auto it = m_cache.constFind(v);
        if (it != m_cache.constEnd())
            return *it;
        const QDateTime t = fast(v);
        m_cache.insert(v, t);
        return t;
    }

private:
    static QDateTime fast(const QByteArray& v)
    {
        // Unix seconds: what our runners ask for (SLURM_TIME_FORMAT=%s).
        bool isNumber = false;
        const qint64 epoch = v.toLongLong(&isNumber);
        if (isNumber)
            return epoch > 0 ? QDateTime::fromSecsSinceEpoch(epoch) : QDateTime();
        // "2026-11-30T05:17:57", Slurm's local time without an offset: a Slurm that ignores SLURM_TIME_FORMAT.
        if (v.size() == 19 && v[4] == '-' && v[7] == '-' && v[10] == 'T' && v[13] == ':' && v[16] == ':') {
            const QDate d(v.mid(0, 4).toInt(), v.mid(5, 2).toInt(), v.mid(8, 2).toInt());
            const QTime t(v.mid(11, 2).toInt(), v.mid(14, 2).toInt(), v.mid(17, 2).toInt());
            if (d.isValid() && t.isValid())
                return QDateTime(d, t, Qt::LocalTime);
        }
        return slurmtime::parseSlurmTimestamp(QString::fromLatin1(v));
    }
    QHash<QByteArray, QDateTime> m_cache;
};

} // namespace

SqueueFormat::SqueueFormat(QByteArray nonce)
    : m_nonce(std::move(nonce))
    , m_sepReason("\x1f" + m_nonce + 'r')
    , m_sepWorkDir("\x1f" + m_nonce + 'w')
    , m_recordEnd("\x1e" + m_nonce + '\n')
{
}

QByteArray SqueueFormat::randomNonce()
{
    const quint64 a = QRandomGenerator::system()->generate64();
    return QByteArray::number(a, 16).rightJustified(16, 'a');
}

QString SqueueFormat::formatArgument() const
{
    // "type:0<suffix>": width 0 prints the value unpadded; the suffix is our separator.
    QByteArray f;
    for (const char* name : kFixedNames)
        f += QByteArray(name) + ":0\x1f,";
    f += "ReasonList:0" + m_sepReason + ",WorkDir:0" + m_sepWorkDir + ",Name:0\x1e" + m_nonce;
    return QString::fromLatin1(f);
}

int SqueueFormat::gpusFromTres(const QByteArray& tres, QString* type)
{
    if (isNull(tres))
        return 0;
    int total = 0;
    qsizetype pos = 0;
    while (pos <= tres.size()) {
        qsizetype comma = tres.indexOf(',', pos);
        if (comma < 0)
            comma = tres.size();
        const QByteArray item = tres.mid(pos, comma - pos);
        pos = comma + 1;
        // tres-alloc style: gres/gpu=2 or gres/gpu:a100=2
        if (item.startsWith("gres/gpu")) {
            const qsizetype eq = item.indexOf('=');
            if (eq < 0)
                continue;
            const QByteArray key = item.left(eq);
            const int n = item.mid(eq + 1).toInt();
            if (key == "gres/gpu") {
                // The untyped total; typed entries repeat it.
                total = n;
                continue;
            }
            if (key.startsWith("gres/gpu:") && type && type->isEmpty())
                *type = QString::fromUtf8(key.mid(9));
            if (total == 0)
                total = n;
            continue;
        }
        // tres-per-* style: gres:gpu:3, gres:gpu:a100:2, gpu:a100:2
        QByteArray spec = item;
        if (spec.startsWith("gres:"))
            spec = spec.mid(5);
        else if (spec.startsWith("gres/"))
            spec = spec.mid(5);
        if (!spec.startsWith("gpu"))
            continue;
        const QList<QByteArray> parts = spec.split(':');
        if (parts.size() == 1) {
            total += 1;
        } else if (parts.size() == 2) {
            bool isNumber = false;
            const int n = parts[1].toInt(&isNumber);
            if (isNumber) {
                total += n;
            } else {
                total += 1;
                if (type && type->isEmpty())
                    *type = QString::fromUtf8(parts[1]);
            }
        } else {
            total += parts[2].toInt();
            if (type && type->isEmpty())
                *type = QString::fromUtf8(parts[1]);
        }
    }
    return total;
}

namespace {

using View = std::string_view;

QByteArray bytes(View v)
{
    return QByteArray::fromRawData(v.data(), qsizetype(v.size()));
}

bool isNullView(View v)
{
    return v.empty() || v == "N/A" || v == "(null)" || v == "None" || v == "NOT_SET";
}

long long number(View v)
{
    long long n = 0;
    std::from_chars(v.data(), v.data() + v.size(), n);
    return n;
}

// 20,000 jobs share a few dozen partitions, users, states and times: convert each distinct text once. Keys are
// views into squeue's output, which outlives the parse.
template<typename T> class Cache
{
public:
    template<typename Make> const T& get(View key, Make make)
    {
        auto it = m_map.find(key);
        if (it == m_map.end())
            it = m_map.emplace(key, make(key)).first;
        return it->second;
    }

private:
    std::unordered_map<View, T> m_map;
};

QString textOf(View v)
{
    return isNullView(v) ? QString() : QString::fromUtf8(v.data(), qsizetype(v.size()));
}

// Descriptions slurmctld 22.05 puts in place of the code (see NOTES.md and `strings slurmctld`).
View reasonCode(View printed)
{
    if (printed == "ReqNodeNotAvail, Reserved for maintenance")
        return "Reservation";
    if (printed == "Nodes required for job are DOWN, DRAINED or reserved for jobs in higher priority partitions")
        return "Resources";
    if (const size_t comma = printed.find(','); comma != View::npos)
        return printed.substr(0, comma);
    return printed;
}

// The first `sep` in data[from, size): memchr for its first byte, then the rest compared. Several times faster
// than QByteArray::indexOf here, where the first byte (\x1f, \x1e) is rare.
qsizetype findSeparator(const char* data, qsizetype from, qsizetype size, const QByteArray& sep)
{
    const char first = sep.front();
    const qsizetype rest = sep.size() - 1;
    while (from < size) {
        const void* hit = std::memchr(data + from, first, size_t(size - from));
        if (!hit)
            return -1;
        const qsizetype at = static_cast<const char*>(hit) - data;
        if (size - at - 1 >= rest && std::memcmp(data + at + 1, sep.constData() + 1, size_t(rest)) == 0)
            return at;
        from = at + 1;
    }
    return -1;
}

struct Gpus
{
    int count = 0;
    QString type;
};

} // namespace

std::optional<QList<Job>> SqueueFormat::parse(const QByteArray& out, QString* error, const SqueueJobCache* previous,
                                              SqueueJobCache* next) const
{
    QList<Job> jobs;
    TimeCache times;
    Cache<QString> texts;
    Cache<QDateTime> stamps;
    Cache<JobState> states;
    Cache<qint64> durations;
    Cache<qint64> memories;
    Cache<Gpus> tres;
    std::array<View, FixedCount> f;
    const char* data = out.constData();
    qsizetype pos = 0;
    int record = 0;
    auto fail = [&](const QString& why) -> std::optional<QList<Job>> {
        if (error)
            *error = QStringLiteral("squeue record %1: %2").arg(record).arg(why);
        return std::nullopt;
    };
    auto text = [&texts](View v) -> QString { return texts.get(v, textOf); };
    auto stamp = [&](View v) -> QDateTime {
        return stamps.get(v, [&times](View k) { return times.get(QByteArray(k.data(), qsizetype(k.size()))); });
    };
    auto gpus = [&tres](View v) -> const Gpus& {
        return tres.get(v, [](View k) {
            Gpus g;
            g.count = SqueueFormat::gpusFromTres(bytes(k), &g.type);
            return g;
        });
    };
    // Records are ~250 bytes; the previous refresh knows better.
    const qsizetype expected = previous ? previous->size() + 64 : out.size() / 200;
    jobs.reserve(expected);
    if (next) {
        // The cache's views point into its own copy of the output: the same bytes, shared, not copied.
        Q_ASSERT(next->output().constData() == data);
        next->reserve(size_t(expected));
    }
    while (pos < out.size()) {
        const qsizetype end = findSeparator(data, pos, out.size(), m_recordEnd);
        if (end < 0) {
            // Only trailing whitespace may follow the last record; anything else is a cut-off record.
            for (qsizetype i = pos; i < out.size(); ++i) {
                if (out[i] != '\n' && out[i] != ' ' && out[i] != '\r')
                    return fail(QStringLiteral("truncated output"));
            }
            break;
        }
        ++record;
        qsizetype p = pos;
        for (int i = 0; i < FixedCount; ++i) {
            const void* hit = std::memchr(data + p, '\x1f', size_t(end - p));
            if (!hit)
                return fail(QStringLiteral("expected %1 fields, got %2").arg(int(FixedCount) + 3).arg(i));
            const qsizetype sep = static_cast<const char*>(hit) - data;
            f[i] = View(data + p, size_t(sep - p));
            p = sep + 1;
        }
        const qsizetype r = findSeparator(data, p, end, m_sepReason);
        if (r < 0 || r > end)
            return fail(QStringLiteral("reason separator missing"));
        View reasonList(data + p, size_t(r - p));
        const qsizetype wStart = r + m_sepReason.size();
        const qsizetype w = findSeparator(data, wStart, end, m_sepWorkDir);
        if (w < 0 || w > end)
            return fail(QStringLiteral("work directory separator missing"));
        const qsizetype nStart = w + m_sepWorkDir.size();
        const qsizetype recordStart = pos;
        pos = end + m_recordEnd.size();
        // The record without the nonce, to recognise an unchanged job from the previous refresh.
        const SqueueJobCache::Text recordText { View(data + recordStart, size_t(r - recordStart)),
                                                View(data + wStart, size_t(w - wStart)),
                                                View(data + nStart, size_t(end - nStart)) };
        if (previous) {
            if (const Job* known = previous->find(f[FId], recordText)) {
                if (next)
                    next->insert(f[FId], recordText, jobs.size());
                jobs.append(*known);
                continue;
            }
        }

        Job job;
        job.id = QString::fromLatin1(f[FId].data(), qsizetype(f[FId].size()));
        if (job.id.isEmpty())
            return fail(QStringLiteral("empty job id"));
        job.name = QString::fromUtf8(data + nStart, end - nStart);
        job.workDir = text(View(data + wStart, size_t(w - wStart)));
        job.partition = text(f[FPartition]);
        job.user = text(f[FUser]);
        job.account = text(f[FAccount]);
        job.state = states.get(f[FState], [](View k) { return jobStateFromName(QString::fromLatin1(bytes(k))); });
        // squeue prints the scheduler's description instead of the code when there is one
        // ("ReqNodeNotAvail, UnavailableNodes:gpu-a1"): the code is the first word, or known from the text.
        View reason = reasonCode(f[FReason]);
        job.reason = text(reason);
        job.nodes = qMax(1, int(number(f[FNumNodes])));
        const Gpus& alloc = gpus(f[FTresAlloc]);
        const Gpus& perJob = gpus(f[FTresPerJob]);
        const Gpus& perNode = gpus(f[FTresPerNode]);
        const Gpus& perTask = gpus(f[FTresPerTask]);
        int count = alloc.count;
        if (count == 0)
            count = perJob.count;
        if (count == 0)
            count = perNode.count * job.nodes;
        if (count == 0)
            count = perTask.count * qMax(1, int(number(f[FNumTasks])));
        job.gpus = count;
        // tres-alloc rarely names the type; the request does.
        for (const Gpus* g : { &alloc, &perJob, &perNode, &perTask }) {
            if (!g->type.isEmpty()) {
                job.gpuType = g->type;
                break;
            }
        }
        job.cpus = qMax(1, int(number(f[FNumCpus])));
        job.memoryMb = memories.get(f[FMinMemory], [](View k) { return memoryMb(bytes(k)); });
        job.timeLimitS = durations.get(
            f[FTimeLimit], [](View k) { return slurmtime::parseDuration(QString::fromLatin1(bytes(k))).value_or(0); });
        job.priority = double(number(f[FPriority]));
        job.nice = int(number(f[FNice]));
        job.qos = text(f[FQos]);
        job.licenses = text(f[FLicenses]);
        job.dependency = text(f[FDependency]);
        job.submitTime = stamp(f[FSubmit]);
        job.eligibleTime = stamp(f[FEligible]);
        job.startTime = stamp(f[FStart]);
        job.endTime = stamp(f[FEnd]);
        job.nodeList = job.state == JobState::Pending ? QString() : text(f[FNodeList]);
        job.requeue = f[FRequeue] == "1";
        if (job.state == JobState::Pending) {
            // StartTime of a pending job is the backfill estimate, or the requested begin time.
            job.estimatedStart = job.startTime;
            if (job.reason == QLatin1String("BeginTime"))
                job.beginTime = job.eligibleTime.isValid() ? job.eligibleTime : job.startTime;
            // ReasonList is "(Reason)" or "(description)"; keep the description when it says more.
            View desc = reasonList;
            if (desc.size() >= 2 && desc.front() == '(' && desc.back() == ')')
                desc = desc.substr(1, desc.size() - 2);
            if (!isNullView(desc) && desc != reason)
                job.reasonDescription = text(desc);
        }
        if (next)
            next->insert(f[FId], recordText, jobs.size());
        jobs.append(std::move(job));
    }
    if (next)
        next->setJobs(jobs);
    return jobs;
}

} // namespace qc::slurm
