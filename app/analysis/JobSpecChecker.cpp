#include "JobSpecChecker.h"

#include "../model/SlurmTime.h"

#include <algorithm>

namespace qc {

QList<JobSpecChecker::Problem> JobSpecChecker::check(const JobSpec& s, const ClusterSnapshot& snapshot,
                                                     const QString& timeLimitText, const QDateTime& now)
{
    QList<Problem> problems;
    auto add = [&problems](Field field, const QString& text) { problems.append({ field, text }); };
    const Partition* p = snapshot.findPartition(s.partition);
    if (p && !p->isUp())
        add(Field::Partition, tr("%1 is %2: the job would wait until it comes back.").arg(p->name, p->state));
    // Against the nodes: the largest one bounds a single-node job, all of them bound the rest.
    int largest = 0, total = 0;
    for (const Node* n : snapshot.nodesOf(s.partition)) {
        int ofType = 0;
        for (const auto& g : n->gpus) {
            if (s.gpuType.isEmpty() || g.type == s.gpuType)
                ofType += g.total;
        }
        largest = std::max(largest, ofType);
        total += ofType;
    }
    if (s.gpus > 0 && total > 0 && s.gpus > total)
        add(Field::Gpus,
            tr("%1 GPUs requested, but %2 has only %3 of this type.")
                .arg(QString::number(s.gpus), s.partition, QString::number(total)));
    else if (s.gpus > largest && largest > 0 && s.gpus % largest != 0)
        add(Field::Gpus,
            tr("Jobs bigger than one node (%1 GPUs) must use whole nodes: ask for a multiple of %1.").arg(largest));
    if (s.timeLimitS < 0)
        add(Field::TimeLimit,
            tr("Time limit: cannot read \"%1\"; use e.g. 04:00:00 or 2-00:00:00.").arg(timeLimitText));
    else if (p && p->maxTimeS > 0 && s.timeLimitS > p->maxTimeS)
        add(Field::TimeLimit,
            tr("Time limit %1 is over %2's maximum of %3: the job would never start.")
                .arg(slurmtime::formatDuration(s.timeLimitS), p->name, slurmtime::formatDuration(p->maxTimeS)));
    if (p && !s.qos.isEmpty() && !p->allowedQos.isEmpty() && !p->allowedQos.contains(s.qos))
        add(Field::Qos,
            tr("QOS %1 is not allowed in %2 (allowed: %3).")
                .arg(s.qos, p->name, p->allowedQos.join(QStringLiteral(", "))));
    // Slurm refuses a QOS outside the association's list ("Invalid qos specification") only at submit.
    if (const auto accountQos = s.qos.isEmpty() ? std::nullopt : snapshot.qosAllowedFor(s.account, s.partition);
        accountQos && !accountQos->contains(s.qos, Qt::CaseInsensitive))
        add(Field::Qos,
            tr("Account %1 may not use QOS %2 (it may use: %3).")
                .arg(s.account, s.qos, accountQos->join(QStringLiteral(", "))));
    if (p && !s.account.isEmpty() && !p->allowedAccounts.isEmpty() && !p->allowedAccounts.contains(s.account))
        add(Field::Account,
            tr("Account %1 may not use %2 (allowed: %3).")
                .arg(s.account, p->name, p->allowedAccounts.join(QStringLiteral(", "))));
    if (!s.licenses.isEmpty()) {
        for (const QString& item : s.licenses.split(QLatin1Char(','))) {
            const QString name = item.section(QLatin1Char(':'), 0, 0);
            bool ok = !item.contains(QLatin1Char(':'));
            const int count = ok ? 1 : item.section(QLatin1Char(':'), 1).toInt(&ok);
            auto it = std::find_if(snapshot.licenses.cbegin(), snapshot.licenses.cend(),
                                   [&name](const License& l) { return l.name == name; });
            if (!ok || count <= 0 || name.isEmpty())
                add(Field::Licenses,
                    tr("Licenses: write name:count, e.g. %1:2.").arg(name.isEmpty() ? QStringLiteral("io") : name));
            else if (it == snapshot.licenses.cend())
                add(Field::Licenses, tr("This cluster has no license \"%1\".").arg(name));
            else if (count > it->total)
                add(Field::Licenses,
                    tr("%1 has only %2 in total: %3 would never be granted.")
                        .arg(name, QString::number(it->total), QString::number(count)));
            else if (p && !p->licenseName.isEmpty() && name != p->licenseName)
                add(Field::Licenses, tr("Jobs in %1 use %2, not %3.").arg(p->name, p->licenseName, name));
        }
    }
    if (!s.dependency.isEmpty() && !s.dependency.contains(QLatin1Char(':')))
        add(Field::Dependency, tr("Dependency: use Slurm's form, e.g. afterok:12345."));
    if (s.beginTime.isValid() && s.beginTime < now)
        add(Field::BeginTime, tr("The start time is in the past."));
    if (s.script.trimmed().isEmpty())
        add(Field::Script, tr("The script is empty."));
    return problems;
}

} // namespace qc
