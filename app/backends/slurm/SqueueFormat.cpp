#include "SqueueFormat.h"

#include "../../model/SlurmTime.h"
#include "SqueueJobCache.h"
#include "SqueueStaticTable.h"
#include "model/BackgroundPool.h"
#include "model/TimeZones.h"

#include <QHash>
#include <QRandomGenerator>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <array>
#include <charconv>
#include <cstring>
#include <span>
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
    // Only in Layout::Dynamic: the nodes backfill has planned a pending job on. Layout::Full stays as the
    // 22.05 output in tests/slurm/data was captured; parsed from it, a job has no planned nodes.
    FSchedNodes,
    FixedCount
};

constexpr std::array<const char*, FixedCount> kFixedNames {
    "JobArrayID",   "Partition",     "UserName",      "Account",  "State",    "Reason",     "tres-alloc",
    "tres-per-job", "tres-per-node", "tres-per-task", "NumTasks", "NumNodes", "NumCPUs",    "MinMemory",
    "TimeLimit",    "PriorityLong",  "Nice",          "QOS",      "Licenses", "Dependency", "SubmitTime",
    "EligibleTime", "StartTime",     "EndTime",       "NodeList", "Requeue",  "SchedNodes"
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
    // Found by fuzz_squeue: a value out of qint64's range ("1e300G") made the conversion undefined (INT64_MIN on
    // x86). No node has an exabyte: anything past that, negative or not a number is an unknown size.
    const double mb = n.toDouble() * double(factor);
    constexpr double kMaxMb = 1e12;
    return mb >= 0 && mb <= kMaxMb ? qint64(mb) : 0;
}

// Timestamps repeat a lot (jobs submitted in the same second); converting local time is the costly part. Times are
// kept as UTC instants, as the REST and demo backends keep theirs: a local-time QDateTime asks the C library's time
// zone (one lock for the process) every time it is compared, sorted or written, on every thread.
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
            return epoch > 0 ? QDateTime::fromSecsSinceEpoch(epoch, qc::utcZone()) : QDateTime();
        // "2026-11-30T05:17:57", Slurm's local time without an offset: a Slurm that ignores SLURM_TIME_FORMAT.
        if (v.size() == 19 && v[4] == '-' && v[7] == '-' && v[10] == 'T' && v[13] == ':' && v[16] == ':') {
            const QDate d(v.mid(0, 4).toInt(), v.mid(5, 2).toInt(), v.mid(8, 2).toInt());
            const QTime t(v.mid(11, 2).toInt(), v.mid(14, 2).toInt(), v.mid(17, 2).toInt());
            if (d.isValid() && t.isValid())
                return QDateTime(d, t, qc::localZone()).toUTC();
        }
        const QDateTime parsed = slurmtime::parseSlurmTimestamp(QString::fromLatin1(v));
        return parsed.isValid() ? parsed.toUTC() : parsed;
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

namespace {

// A GPU count from squeue: digits only, at most kMaxGpus. Anything else (a sign, garbage, a number that would
// overflow) is refused: -1.
int gpuCount(const QByteArray& digits)
{
    if (digits.isEmpty() || digits.size() > 9)
        return -1;
    int n = 0;
    for (const char ch : digits) {
        if (ch < '0' || ch > '9')
            return -1;
        n = n * 10 + (ch - '0');
    }
    return n <= SqueueFormat::kMaxGpus ? n : -1;
}

int saturatedAdd(int a, int b)
{
    return int(qMin<qint64>(qint64(a) + qint64(b), SqueueFormat::kMaxGpus));
}

} // namespace

bool SqueueFormat::formatRejected(const QByteArray& stderrText)
{
    // "squeue: error: Invalid job format specification: Bogus" (sinfo says the same, with "job").
    return stderrText.contains("Invalid job format specification")
        || stderrText.contains("Invalid node format specification");
}

int SqueueFormat::gpusFromTres(const QByteArray& tres, QString* type)
{
    if (isNull(tres))
        return 0;
    // Every form Slurm prints, one comma-separated item each:
    //   tres-alloc (accounting of gres/gpu on):  gres/gpu=4, gres/gpu:a100=4 (the typed item repeats the total)
    //   tres-per-* on 23.02+:                    gres/gpu:a100:4, gres/gpu:2, gres/gpu:a100=1, gres/gpu=1
    //   tres-per-* on 22.05:                     gres:gpu:a100:4, gres:gpu:2 ("gpu:a100:4" without the prefix)
    // A count-less "gpu" or "gpu:TYPE" means one.
    int untyped = -1; // "gres/gpu=N": the total when accounting prints it
    int typed = 0; // the sum of every typed or colon-form item
    QString firstType;
    qsizetype pos = 0;
    while (pos <= tres.size()) {
        qsizetype comma = tres.indexOf(',', pos);
        if (comma < 0)
            comma = tres.size();
        QByteArray spec = tres.mid(pos, comma - pos).trimmed();
        pos = comma + 1;
        if (spec.startsWith("gres/") || spec.startsWith("gres:"))
            spec = spec.mid(5);
        if (!spec.startsWith("gpu") || (spec.size() > 3 && spec[3] != ':' && spec[3] != '='))
            continue;
        QByteArray kind = spec;
        int n = 1;
        bool hasEquals = false;
        if (const qsizetype eq = spec.indexOf('='); eq >= 0) {
            hasEquals = true;
            kind = spec.left(eq);
            n = gpuCount(spec.mid(eq + 1));
        }
        // kind: "gpu", "gpu:TYPE", "gpu:N" or "gpu:TYPE:N" (the last two only without '=').
        const QList<QByteArray> parts = kind.split(':');
        QByteArray gpuType;
        if (parts.size() == 2) {
            // "gpu:2" is a count (refused when too big), "gpu:a100" a type.
            const bool digits = !hasEquals && !parts[1].isEmpty()
                && std::all_of(parts[1].begin(), parts[1].end(), [](char ch) { return ch >= '0' && ch <= '9'; });
            if (digits)
                n = gpuCount(parts[1]);
            else
                gpuType = parts[1];
        } else if (parts.size() == 3 && !hasEquals) {
            gpuType = parts[1];
            n = gpuCount(parts[2]);
        } else if (parts.size() != 1) {
            continue;
        }
        if (n < 0)
            continue; // refused: not a count we believe
        if (!gpuType.isEmpty() && firstType.isEmpty())
            firstType = QString::fromUtf8(gpuType);
        if (hasEquals && gpuType.isEmpty() && parts.size() == 1)
            untyped = saturatedAdd(qMax(untyped, 0), n);
        else
            typed = saturatedAdd(typed, n);
    }
    if (type && type->isEmpty())
        *type = firstType;
    return untyped >= 0 ? untyped : typed;
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

// Fields the scheduler changes (state, reason, priority, estimates, placement) and what `scontrol update` can
// change on a pending job: read on every refresh. Every field printed costs squeue time (~4 ms per field at
// 20,000 jobs), so Reason and NodeList come from ReasonList, which squeue prints as "(reason)" for a pending job
// (the same text as Reason) and as the node list for the others (the same as NodeList).
constexpr std::array kDynamicFields { FId,   FPartition, FState,      FTresAlloc, FNumNodes, FTimeLimit, FPriority,
                                      FNice, FQos,       FDependency, FEligible,  FStart,    FEnd,       FSchedNodes };
// Fields fixed at submission for all practical purposes: read with the first refresh, for new jobs, and again
// every kStaticResyncMs (SlurmCliBackend).
constexpr std::array kStaticFields { FId,       FUser,    FAccount,   FTresPerJob, FTresPerNode, FTresPerTask,
                                     FNumTasks, FNumCpus, FMinMemory, FLicenses,   FSubmit,      FRequeue };
static_assert(kStaticFields.size() == SqueueStaticTable::kFieldCount);
static_assert(kDynamicFields[0] == FId && kStaticFields[0] == FId, "RecordReader checks the id, first");
static_assert(kDynamicFields.size() + kStaticFields.size() == FixedCount + 1 - 2,
              "every field in one read (the id in both), Reason and NodeList from ReasonList");

// Converts each distinct text once per parse.
struct Converters
{
    TimeCache times;
    Cache<QString> texts;
    Cache<QDateTime> stamps;
    Cache<JobState> states;
    Cache<qint64> durations;
    Cache<qint64> memories;
    Cache<Gpus> tres;

    QString text(View v) { return texts.get(v, textOf); }
    QDateTime stamp(View v)
    {
        return stamps.get(v, [this](View k) { return times.get(QByteArray(k.data(), qsizetype(k.size()))); });
    }
    const Gpus& gpus(View v)
    {
        return tres.get(v, [](View k) {
            Gpus g;
            g.count = SqueueFormat::gpusFromTres(bytes(k), &g.type);
            return g;
        });
    }
};

using Fields = std::array<View, FixedCount>;

Job buildJob(const Fields& f, View reasonList, View workDir, View name, Converters& c)
{
    Job job;
    job.id = QString::fromLatin1(f[FId].data(), qsizetype(f[FId].size()));
    job.name = QString::fromUtf8(name.data(), qsizetype(name.size()));
    job.workDir = c.text(workDir);
    job.partition = c.text(f[FPartition]);
    job.user = c.text(f[FUser]);
    job.account = c.text(f[FAccount]);
    job.state = c.states.get(f[FState], [](View k) { return jobStateFromName(QString::fromLatin1(bytes(k))); });
    // squeue prints the scheduler's description instead of the code when there is one
    // ("ReqNodeNotAvail, UnavailableNodes:gpu-a1"): the code is the first word, or known from the text.
    View reason = reasonCode(f[FReason]);
    job.reason = c.text(reason);
    job.nodes = qMax(1, int(number(f[FNumNodes])));
    const Gpus& alloc = c.gpus(f[FTresAlloc]);
    const Gpus& perJob = c.gpus(f[FTresPerJob]);
    const Gpus& perNode = c.gpus(f[FTresPerNode]);
    const Gpus& perTask = c.gpus(f[FTresPerTask]);
    // With gres/gpu accounting tres-alloc has the count (the request's, for a pending job) but never the type;
    // without it tres-alloc has no GPUs at all and the request is all there is (per job, per node, per task).
    // Products are taken in 64 bits and capped: no squeue text makes a negative or wrapped count.
    const auto capped = [](qint64 n) { return int(std::clamp<qint64>(n, 0, SqueueFormat::kMaxGpus)); };
    int count = alloc.count;
    if (count == 0)
        count = perJob.count;
    if (count == 0)
        count = capped(qint64(perNode.count) * job.nodes);
    if (count == 0)
        count = capped(qint64(perTask.count) * std::clamp<qint64>(number(f[FNumTasks]), 1, SqueueFormat::kMaxGpus));
    job.gpus = count;
    // The type: from the request first (tres-alloc names it on 22.05 at most).
    for (const Gpus* g : { &perJob, &perNode, &perTask, &alloc }) {
        if (!g->type.isEmpty()) {
            job.gpuType = g->type;
            break;
        }
    }
    job.cpus = qMax(1, int(number(f[FNumCpus])));
    job.memoryMb = c.memories.get(f[FMinMemory], [](View k) { return memoryMb(bytes(k)); });
    job.timeLimitS = c.durations.get(
        f[FTimeLimit], [](View k) { return slurmtime::parseDuration(QString::fromLatin1(bytes(k))).value_or(0); });
    job.priority = double(number(f[FPriority]));
    job.nice = int(number(f[FNice]));
    job.qos = c.text(f[FQos]);
    job.licenses = c.text(f[FLicenses]);
    job.dependency = c.text(f[FDependency]);
    job.submitTime = c.stamp(f[FSubmit]);
    job.eligibleTime = c.stamp(f[FEligible]);
    job.startTime = c.stamp(f[FStart]);
    job.endTime = c.stamp(f[FEnd]);
    job.nodeList = job.state == JobState::Pending ? QString() : c.text(f[FNodeList]);
    job.requeue = f[FRequeue] == "1";
    // SchedNodeList: set while backfill holds a plan for the pending job (its nodes show the PLANNED flag).
    if (job.state == JobState::Pending)
        job.scheduledNodes = c.text(f[FSchedNodes]);
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
            job.reasonDescription = c.text(desc);
    }
    return job;
}

// One record of any layout, split: its fixed fields (placed at their Field index) and its free-text tails.
struct Record
{
    Fields f;
    View reasonList;
    View workDir;
    View name;
    View head; // fixed fields and the first tail, up to the first separator with the nonce
};

enum class Tail { Reason, WorkDir, Name };

// Splits squeue's output into records of one layout, whose first fixed field is the job id. Every free-text tail
// but the last is closed by a separator with the nonce; the record by m_end.
class RecordReader
{
public:
    RecordReader(View out, std::span<const Field> fixed, std::span<const Tail> tails,
                 std::span<const QByteArray* const> tailSeparators, const QByteArray& end)
        : m_data(out.data())
        , m_size(qsizetype(out.size()))
        , m_fixed(fixed)
        , m_tails(tails)
        , m_tailSeparators(tailSeparators)
        , m_end(end)
    {
    }

    // 1: `r` holds the next record; 0: no more records; -1: malformed, `error` says why.
    int next(Record& r, QString* error)
    {
        auto fail = [&](const QString& why) {
            if (error)
                *error = QStringLiteral("squeue record %1: %2").arg(m_record).arg(why);
            return -1;
        };
        if (m_pos >= m_size)
            return 0;
        const qsizetype end = findSeparator(m_data, m_pos, m_size, m_end);
        if (end < 0) {
            // Only trailing whitespace may follow the last record; anything else is a cut-off record.
            for (qsizetype i = m_pos; i < m_size; ++i) {
                if (m_data[i] != '\n' && m_data[i] != ' ' && m_data[i] != '\r')
                    return fail(QStringLiteral("truncated output"));
            }
            m_pos = m_size;
            return 0;
        }
        ++m_record;
        const qsizetype start = m_pos;
        qsizetype p = m_pos;
        for (size_t i = 0; i < m_fixed.size(); ++i) {
            const void* hit = std::memchr(m_data + p, '\x1f', size_t(end - p));
            if (!hit)
                return fail(QStringLiteral("expected %1 fields, got %2").arg(m_fixed.size() + m_tails.size()).arg(i));
            const qsizetype sep = static_cast<const char*>(hit) - m_data;
            r.f[m_fixed[i]] = View(m_data + p, size_t(sep - p));
            p = sep + 1;
        }
        if (r.f[FId].empty())
            return fail(QStringLiteral("empty job id"));
        View first;
        for (size_t t = 0; t < m_tails.size(); ++t) {
            qsizetype stop = end;
            if (t + 1 < m_tails.size()) {
                stop = findSeparator(m_data, p, end, *m_tailSeparators[t]);
                if (stop < 0)
                    return fail(QStringLiteral("separator after field %1 missing").arg(m_fixed.size() + t + 1));
            }
            const View tail(m_data + p, size_t(stop - p));
            if (t == 0)
                first = tail;
            switch (m_tails[t]) {
            case Tail::Reason:
                r.reasonList = tail;
                break;
            case Tail::WorkDir:
                r.workDir = tail;
                break;
            case Tail::Name:
                r.name = tail;
                break;
            }
            if (t + 1 < m_tails.size())
                p = stop + m_tailSeparators[t]->size();
        }
        r.head = View(m_data + start, size_t(first.data() + first.size() - (m_data + start)));
        m_pos = end + m_end.size();
        return 1;
    }

private:
    const char* m_data;
    qsizetype m_size;
    qsizetype m_pos = 0;
    int m_record = 0;
    std::span<const Field> m_fixed;
    std::span<const Tail> m_tails;
    std::span<const QByteArray* const> m_tailSeparators;
    const QByteArray& m_end;
};

constexpr std::array<Field, FSchedNodes> allFields()
{
    std::array<Field, FSchedNodes> a {};
    for (int i = 0; i < FSchedNodes; ++i)
        a[size_t(i)] = Field(i);
    return a;
}
constexpr std::array kFullFields = allFields();
constexpr std::array kFullTails { Tail::Reason, Tail::WorkDir, Tail::Name };
constexpr std::array kDynamicTails { Tail::Reason };
constexpr std::array kStaticTails { Tail::WorkDir, Tail::Name };

QByteArray fixedFormat(std::span<const Field> fields)
{
    // "type:0<suffix>": width 0 prints the value unpadded; the suffix is our separator.
    QByteArray f;
    for (Field field : fields)
        f += QByteArray(kFixedNames[field]) + ":0\x1f,";
    return f;
}

} // namespace

QString SqueueFormat::formatArgument(Layout layout) const
{
    QByteArray f;
    switch (layout) {
    case Layout::Full:
        f = fixedFormat(kFullFields) + "ReasonList:0" + m_sepReason + ",WorkDir:0" + m_sepWorkDir + ",Name:0\x1e"
            + m_nonce;
        break;
    case Layout::Dynamic:
        f = fixedFormat(kDynamicFields) + "ReasonList:0\x1e" + m_nonce;
        break;
    case Layout::Static:
        f = fixedFormat(kStaticFields) + "WorkDir:0" + m_sepWorkDir + ",Name:0\x1e" + m_nonce;
        break;
    }
    return QString::fromLatin1(f);
}

std::optional<QList<Job>> SqueueFormat::parse(const QByteArray& out, QString* error, const SqueueJobCache* previous,
                                              SqueueJobCache* next) const
{
    const std::array<const QByteArray*, 2> separators { &m_sepReason, &m_sepWorkDir };
    RecordReader reader(View(out.constData(), size_t(out.size())), kFullFields, kFullTails, separators, m_recordEnd);
    QList<Job> jobs;
    Converters c;
    // Records are ~250 bytes; the previous refresh knows better.
    const qsizetype expected = previous ? previous->size() + 64 : out.size() / 200;
    jobs.reserve(expected);
    if (next)
        next->reserve(size_t(expected));
    Record r;
    int status = 0;
    while ((status = reader.next(r, error)) == 1) {
        // The full layout's tails: reason list (in `head`), working directory, name.
        const auto digest = SqueueJobCache::Digest::of({ r.head, r.workDir, r.name });
        const Job* known = previous ? previous->find(r.f[FId], digest) : nullptr;
        if (next)
            next->add(r.f[FId], digest);
        jobs.append(known ? *known : buildJob(r.f, r.reasonList, r.workDir, r.name, c));
    }
    if (status < 0)
        return std::nullopt;
    if (next)
        next->setJobs(jobs);
    return jobs;
}

bool SqueueFormat::parseStatic(const QByteArray& out, SqueueStaticTable* table, QString* error) const
{
    const std::array<const QByteArray*, 1> separators { &m_sepWorkDir };
    RecordReader reader(View(out.constData(), size_t(out.size())), kStaticFields, kStaticTails, separators,
                        m_recordEnd);
    table->keep(out);
    table->reserve(size_t(out.size() / 100)); // records are ~110 bytes; growing a 100,000-entry index rehashed 17 times
    Record r;
    int status = 0;
    while ((status = reader.next(r, error)) == 1) {
        std::array<View, SqueueStaticTable::kFieldCount + 2> views;
        for (size_t i = 0; i < kStaticFields.size(); ++i)
            views[i] = r.f[kStaticFields[i]];
        views[kStaticFields.size()] = r.workDir;
        views[kStaticFields.size() + 1] = r.name;
        table->insert(SqueueStaticTable::keyOf(r.f[FId]),
                      SqueueStaticTable::Entry(views, SqueueRecordDigest::of({ r.head, r.workDir, r.name })));
    }
    return status == 0;
}

namespace {

// The jobs of a run of whole dynamic records; two runs are parsed side by side on big queues.
struct DynamicRun
{
    QList<Job> jobs;
    std::vector<std::pair<View, SqueueJobCache::Digest>> digests; // for SqueueJobCache::add, in job order
    QStringList missing;
    QString error;
    bool ok = true;
};

// `capacity`: the jobs' list is reserved for that many (at least), the digests for this run's estimate.
DynamicRun parseDynamicRun(View records, const QByteArray& recordEnd, const SqueueStaticTable& table,
                           const SqueueJobCache* previous, qsizetype capacity = 0)
{
    DynamicRun run;
    RecordReader reader(records, kDynamicFields, kDynamicTails, {}, recordEnd);
    Converters c;
    const qsizetype expected = qsizetype(records.size() / 120);
    run.jobs.reserve(std::max(expected, capacity));
    run.digests.reserve(size_t(expected));
    Record r;
    int status = 0;
    size_t cursor = 0;
    while ((status = reader.next(r, &run.error)) == 1) {
        const View key = SqueueStaticTable::keyOf(r.f[FId]);
        const SqueueStaticTable::Entry* fixed = table.findFrom(key, &cursor);
        if (!fixed) {
            const QString k = QString::fromLatin1(key.data(), qsizetype(key.size()));
            if (run.missing.isEmpty() || run.missing.constLast() != k)
                run.missing.append(k);
            continue;
        }
        const auto digest = SqueueJobCache::Digest::of({ r.head }, fixed->digest());
        run.digests.emplace_back(r.f[FId], digest);
        if (const Job* known = previous ? previous->find(r.f[FId], digest) : nullptr) {
            run.jobs.append(*known);
            continue;
        }
        for (size_t i = 1; i < kStaticFields.size(); ++i)
            r.f[kStaticFields[i]] = fixed->field(i);
        const View list = r.reasonList;
        const bool isReason = list.size() >= 2 && list.front() == '(' && list.back() == ')';
        r.f[FReason] = isReason ? list.substr(1, list.size() - 2) : View("None");
        r.f[FNodeList] = isReason ? View() : list;
        run.jobs.append(buildJob(r.f, r.reasonList, fixed->workDir(), fixed->name(), c));
    }
    run.ok = status == 0;
    return run;
}

// Above this much output (~8,000 jobs) the second half of the records is parsed on another thread.
constexpr qsizetype kParallelParseBytes = 1 << 20;

} // namespace

std::optional<QList<Job>> SqueueFormat::parseDynamic(const QByteArray& out, const SqueueStaticTable& table,
                                                     QStringList* missing, QString* error,
                                                     const SqueueJobCache* previous, SqueueJobCache* next) const
{
    const View all(out.constData(), size_t(out.size()));
    // Cut after the record end nearest the middle: the nonce makes that boundary certain.
    size_t cut = all.size();
    if (out.size() > kParallelParseBytes) {
        const qsizetype end = findSeparator(out.constData(), out.size() / 2, out.size(), m_recordEnd);
        if (end >= 0)
            cut = size_t(end + m_recordEnd.size());
    }
    QFuture<DynamicRun> second;
    if (cut < all.size()) {
        const View tail = all.substr(cut);
        second = QtConcurrent::run(backgroundPool(), [tail, this, &table, previous]() {
            return parseDynamicRun(tail, m_recordEnd, table, previous);
        });
    }
    // The first run's list takes the second's jobs, so it is sized for every record up front: a list grown by
    // appending reaches up to twice the jobs' size and lives until the next refresh (46 MB of Job a copy at
    // 100,000 jobs), and moving every job into a third list took ~30 ms of this thread. Counting the record ends
    // is a scan of the text (~3 ms at 100,000 jobs). Real records are ~130 bytes: a flood of tiny ones (a hostile
    // squeue) gets no more room reserved than a plausible queue of the same size.
    qsizetype records = 0;
    if (cut < all.size()) {
        for (qsizetype at = 0; (at = findSeparator(out.constData(), at, out.size(), m_recordEnd)) >= 0;
             at += m_recordEnd.size())
            ++records;
        records = std::min(records, out.size() / 96);
    }
    std::array<DynamicRun, 2> runs;
    runs[0] = parseDynamicRun(all.substr(0, cut), m_recordEnd, table, previous, records);
    if (cut < all.size())
        runs[1] = second.takeResult(); // result() would copy it: its jobs, then detached by the moves below
    for (const DynamicRun& run : runs) {
        if (!run.ok) {
            if (error)
                *error = run.error;
            return std::nullopt;
        }
    }
    QList<Job> jobs = std::move(runs[0].jobs);
    for (Job& job : runs[1].jobs)
        jobs.append(std::move(job));
    runs[1].jobs = {};
    if (missing) {
        for (const DynamicRun& run : runs)
            missing->append(run.missing);
    }
    if (next) {
        next->reserve(runs[0].digests.size() + runs[1].digests.size());
        for (const DynamicRun& run : runs) {
            for (const auto& [id, digest] : run.digests)
                next->add(id, digest);
        }
        next->setJobs(jobs);
    }
    return jobs;
}

} // namespace qc::slurm
