#include "SlurmTextParser.h"

#include "../../model/SlurmTime.h"

#include <QHash>

namespace qc::slurm {

namespace {

bool isNull(const QByteArray& v)
{
    return v.isEmpty() || v == "N/A" || v == "(null)" || v == "None";
}

// "key=value key=value" from `scontrol -o`; values of the keys we read have no spaces.
QHash<QByteArray, QByteArray> keyValues(const QByteArray& line)
{
    QHash<QByteArray, QByteArray> kv;
    for (const QByteArray& token : line.split(' ')) {
        const qsizetype eq = token.indexOf('=');
        if (eq > 0)
            kv.insert(token.left(eq), token.mid(eq + 1));
    }
    return kv;
}

QList<QByteArray> lines(const QByteArray& out)
{
    QList<QByteArray> result;
    for (const QByteArray& l : out.split('\n')) {
        const QByteArray t = l.trimmed();
        if (!t.isEmpty())
            result << t;
    }
    return result;
}

// "gpu:a100:8(S:0-1),gpu:v100:2" or "gpu:a100:5(IDX:0,2-4)" -> per-type counts, in order of appearance.
QList<GpuCount> gresCounts(const QByteArray& gres)
{
    QList<GpuCount> result;
    if (isNull(gres))
        return result;
    // Drop parenthesised parts first: IDX lists contain commas.
    QByteArray flat;
    int depth = 0;
    for (const char c : gres) {
        if (c == '(')
            ++depth;
        else if (c == ')')
            depth = qMax(0, depth - 1);
        else if (depth == 0)
            flat += c;
    }
    for (const QByteArray& item : flat.split(',')) {
        const QList<QByteArray> parts = item.split(':');
        if (parts.isEmpty() || parts[0] != "gpu")
            continue;
        GpuCount g;
        if (parts.size() == 2) {
            g.total = parts[1].toInt();
        } else if (parts.size() >= 3) {
            g.type = QString::fromUtf8(parts[1]);
            g.total = parts[2].toInt();
        } else {
            g.total = 1;
        }
        result << g;
    }
    return result;
}

} // namespace

QString SlurmTextParser::sinfoFormat()
{
    return QStringLiteral("NodeList:0\x1f,Partition:0\x1f,StateLong:0\x1f,Gres:0\x1f,GresUsed:0\x1f,CPUsState:0\x1f,"
                          "Memory:0\x1f,AllocMem:0\x1f");
}

std::optional<QList<Node>> SlurmTextParser::parseSinfoNodes(const QByteArray& out)
{
    QList<Node> nodes;
    QHash<QString, qsizetype> index;
    for (const QByteArray& line : lines(out)) {
        const QList<QByteArray> f = line.split('\x1f');
        if (f.size() < 8)
            return std::nullopt;
        const QString name = QString::fromUtf8(f[0]);
        QString partition = QString::fromUtf8(f[1]);
        if (partition.endsWith(QLatin1Char('*')))
            partition.chop(1);
        if (auto it = index.constFind(name); it != index.constEnd()) {
            // sinfo -N repeats a node once per partition.
            if (!partition.isEmpty() && !nodes[*it].partitions.contains(partition))
                nodes[*it].partitions << partition;
            continue;
        }
        Node node;
        node.name = name;
        if (!partition.isEmpty())
            node.partitions << partition;
        node.state = QString::fromUtf8(f[2]).toUpper();
        // sinfo marks the PLANNED flag (backfill has planned a pending job here) with a trailing '-' ("mixed-");
        // REST names it, and the model keeps flags after '+'.
        if (node.state.size() > 1 && node.state.endsWith(QLatin1Char('-'))) {
            node.state.chop(1);
            node.state += QStringLiteral("+PLANNED");
        }
        node.gpus = gresCounts(f[3]);
        const QList<GpuCount> used = gresCounts(f[4]);
        for (const GpuCount& u : used) {
            for (GpuCount& g : node.gpus) {
                if (g.type == u.type || u.type.isEmpty() || g.type.isEmpty()) {
                    g.used = u.total;
                    break;
                }
            }
        }
        // CPUsState: allocated/idle/other/total
        const QList<QByteArray> cpus = f[5].split('/');
        if (cpus.size() == 4) {
            node.cpusUsed = cpus[0].toInt();
            node.cpus = cpus[3].toInt();
        }
        node.memoryMb = f[6].toLongLong();
        node.memoryUsedMb = f[7].toLongLong();
        index.insert(name, nodes.size());
        nodes << node;
    }
    return nodes;
}

std::optional<QList<Partition>> SlurmTextParser::parsePartitions(const QByteArray& out)
{
    QList<Partition> result;
    for (const QByteArray& line : lines(out)) {
        const auto kv = keyValues(line);
        if (!kv.contains("PartitionName"))
            return std::nullopt;
        Partition p;
        p.name = QString::fromUtf8(kv.value("PartitionName"));
        p.state = QString::fromUtf8(kv.value("State", "UP"));
        p.isDefault = kv.value("Default") == "YES";
        const QByteArray maxTime = kv.value("MaxTime");
        p.maxTimeS = slurmtime::parseDuration(QString::fromUtf8(maxTime)).value_or(0);
        const QByteArray maxNodes = kv.value("MaxNodes");
        p.maxNodesPerJob = maxNodes == "UNLIMITED" ? 0 : maxNodes.toInt();
        const QByteArray nodes = kv.value("Nodes");
        if (!isNull(nodes))
            p.nodes = expandHostlist(QString::fromUtf8(nodes));
        const QByteArray qos = kv.value("AllowQos");
        if (!isNull(qos) && qos != "ALL")
            p.allowedQos = QString::fromUtf8(qos).split(QLatin1Char(','), Qt::SkipEmptyParts);
        const QByteArray accounts = kv.value("AllowAccounts");
        if (!isNull(accounts) && accounts != "ALL")
            p.allowedAccounts = QString::fromUtf8(accounts).split(QLatin1Char(','), Qt::SkipEmptyParts);
        result << p;
    }
    return result;
}

std::optional<QList<License>> SlurmTextParser::parseLicenses(const QByteArray& out)
{
    QList<License> result;
    for (const QByteArray& line : lines(out)) {
        if (line.startsWith("No licenses"))
            continue;
        const auto kv = keyValues(line);
        if (!kv.contains("LicenseName") || !kv.contains("Total"))
            return std::nullopt;
        License l;
        l.name = QString::fromUtf8(kv.value("LicenseName"));
        l.total = kv.value("Total").toInt();
        l.used = kv.value("Used").toInt();
        result << l;
    }
    return result;
}

qint64 SlurmTextParser::gpuTres(const QString& tres)
{
    for (const QString& item : tres.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        if (item.startsWith(QLatin1String("gres/gpu="))) {
            bool ok = false;
            const qint64 n = item.mid(9).toLongLong(&ok);
            return ok ? n : -1;
        }
    }
    return -1;
}

std::optional<QList<Limit>> SlurmTextParser::parseQos(const QByteArray& out)
{
    QList<Limit> result;
    for (const QByteArray& line : lines(out)) {
        const QList<QByteArray> f = line.split('|');
        if (f.size() < 3)
            return std::nullopt;
        const QString name = QString::fromUtf8(f[0]);
        if (const qint64 perUser = gpuTres(QString::fromUtf8(f[1])); perUser >= 0)
            result << Limit { Limit::Scope::QosPerUser, name, {}, QStringLiteral("gres/gpu"), perUser, -1 };
        if (const qint64 group = gpuTres(QString::fromUtf8(f[2])); group >= 0)
            result << Limit { Limit::Scope::QosGroup, name, {}, QStringLiteral("gres/gpu"), group, -1 };
    }
    return result;
}

std::optional<QList<Limit>> SlurmTextParser::parseAssociations(const QByteArray& out, QString* cluster)
{
    QList<Limit> result;
    for (const QByteArray& line : lines(out)) {
        const QList<QByteArray> f = line.split('|');
        if (f.size() < 4)
            return std::nullopt;
        if (cluster && cluster->isEmpty())
            *cluster = QString::fromUtf8(f[0]);
        const qint64 max = gpuTres(QString::fromUtf8(f[3]));
        if (max < 0)
            continue;
        const QString account = QString::fromUtf8(f[1]);
        const QString user = QString::fromUtf8(f[2]);
        if (user.isEmpty())
            result << Limit { Limit::Scope::AccountGroup, account, {}, QStringLiteral("gres/gpu"), max, -1 };
        else
            result << Limit { Limit::Scope::UserAssoc, account, user, QStringLiteral("gres/gpu"), max, -1 };
    }
    return result;
}

std::optional<QList<AssociationQos>> SlurmTextParser::parseAssociationQos(const QByteArray& out, const QString& user)
{
    QList<AssociationQos> result;
    for (const QByteArray& line : lines(out)) {
        const QList<QByteArray> f = line.split('|');
        if (f.size() < 4)
            return std::nullopt;
        if (f.size() < 6 || user.isEmpty() || QString::fromUtf8(f[2]) != user)
            continue;
        AssociationQos a;
        a.account = QString::fromUtf8(f[1]);
        a.user = user;
        a.qos = QString::fromUtf8(f[4]).split(QLatin1Char(','), Qt::SkipEmptyParts);
        a.partition = QString::fromUtf8(f[5]);
        if (!a.qos.isEmpty())
            result << a;
    }
    return result;
}

std::optional<QStringList> SlurmTextParser::privateData(const QByteArray& showConfig)
{
    // "PrivateData             = jobs,usage"
    for (const QByteArray& line : lines(showConfig)) {
        if (!line.startsWith("PrivateData"))
            continue;
        const qsizetype eq = line.indexOf('=');
        if (eq < 0 || line.left(eq).trimmed() != "PrivateData")
            continue;
        const QByteArray value = line.mid(eq + 1).trimmed();
        if (value.isEmpty() || value == "none")
            return QStringList {};
        return QString::fromUtf8(value).split(QLatin1Char(','), Qt::SkipEmptyParts);
    }
    return std::nullopt;
}

QStringList SlurmTextParser::expandHostlist(const QString& list)
{
    // Caps on the whole expansion, counted before anything is built: no real partition has 100,000 nodes or
    // 8 M characters of node names, and a host list bomb ("n[0-99999]" times a thousand, or a long suffix on
    // every name) must not exhaust memory. What fits is kept.
    constexpr qint64 kMaxNames = 100000;
    qint64 charsLeft = 8 * 1024 * 1024;
    QStringList result;
    auto fits = [&result, &charsLeft](qint64 names, qint64 charsEach) {
        if (result.size() + names > kMaxNames || names * charsEach > charsLeft)
            return false;
        charsLeft -= names * charsEach;
        return true;
    };
    // Split on commas outside brackets.
    QStringList items;
    QString current;
    int depth = 0;
    for (const QChar c : list) {
        if (c == QLatin1Char('['))
            ++depth;
        else if (c == QLatin1Char(']'))
            --depth;
        if (c == QLatin1Char(',') && depth == 0) {
            items << current;
            current.clear();
        } else {
            current += c;
        }
    }
    if (!current.isEmpty())
        items << current;
    for (const QString& item : items) {
        const qsizetype open = item.indexOf(QLatin1Char('['));
        const qsizetype close = item.indexOf(QLatin1Char(']'), open);
        if (open < 0 || close < 0) {
            if (!fits(1, item.size()))
                return result;
            result << item;
            continue;
        }
        const QString prefix = item.left(open);
        const QString suffix = item.mid(close + 1);
        for (const QString& range : item.mid(open + 1, close - open - 1).split(QLatin1Char(','))) {
            const qsizetype dash = range.indexOf(QLatin1Char('-'));
            const QString lo = range.left(dash);
            bool ok1 = false;
            bool ok2 = false;
            // 64-bit: with an int, "n[2147483646-2147483647]" made `i <= b` true forever.
            const qint64 a = lo.toLongLong(&ok1);
            const qint64 b = range.mid(dash + 1).toLongLong(&ok2);
            if (dash < 0 || !ok1 || !ok2 || b < a || b - a >= kMaxNames) {
                if (!fits(1, prefix.size() + range.size() + suffix.size()))
                    return result;
                result << prefix + range + suffix;
                continue;
            }
            // A number prints in at most 19 digits, or the padding width when wider.
            if (!fits(b - a + 1, prefix.size() + qMax<qint64>(lo.size(), 19) + suffix.size()))
                return result;
            for (qint64 i = a; i <= b; ++i)
                result << prefix + QStringLiteral("%1").arg(i, int(lo.size()), 10, QLatin1Char('0')) + suffix;
        }
    }
    return result;
}

} // namespace qc::slurm
