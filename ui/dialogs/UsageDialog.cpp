#include "UsageDialog.h"

#include "charts/UsageCostChart.h"
#include "service/UsagePriceStore.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSpinBox>
#include <QVBoxLayout>

namespace qc {

namespace {
QDoubleSpinBox* priceBox(QWidget* parent, const char* name, double max)
{
    auto* box = new QDoubleSpinBox(parent);
    box->setObjectName(QString::fromLatin1(name));
    box->setRange(0, max);
    box->setDecimals(2);
    box->setSingleStep(max > 1000 ? 100 : 0.1);
    return box;
}
} // namespace

UsageDialog::UsageDialog(ClusterSnapshot snapshot, QUrl backendUrl, QWidget* parent)
    : QDialog(parent)
    , m_snapshot(std::move(snapshot))
    , m_url(std::move(backendUrl))
    , m_gpuHour(priceBox(this, "gpuHourPrice", 10000))
    , m_instanceMonthly(priceBox(this, "instanceMonthlyPrice", 10000000))
    , m_instanceGpus(new QSpinBox(this))
    , m_ownMonthly(priceBox(this, "ownMonthlyPrice", 10000000))
    , m_currency(new QLineEdit(this))
    , m_figures(new QLabel(this))
    , m_verdict(new QLabel(this))
    , m_chart(new UsageCostChart(this))
{
    setObjectName(QStringLiteral("usageDialog"));
    m_instanceGpus->setObjectName(QStringLiteral("instanceGpus"));
    m_instanceGpus->setRange(1, 1024);
    m_currency->setObjectName(QStringLiteral("currency"));
    m_currency->setMaxLength(8);
    m_figures->setObjectName(QStringLiteral("usageFigures"));
    m_figures->setWordWrap(true);
    m_figures->setTextFormat(Qt::PlainText);
    m_verdict->setObjectName(QStringLiteral("usageVerdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setTextFormat(Qt::PlainText);

    const UsagePrices stored = UsagePriceStore::load(m_url);
    m_gpuHour->setValue(stored.gpuHour);
    m_instanceMonthly->setValue(stored.instanceMonthly);
    m_instanceGpus->setValue(stored.instanceGpus);
    m_ownMonthly->setValue(stored.ownMonthly);
    m_currency->setText(stored.currency);

    auto* prices = new QGroupBox(this);
    prices->setObjectName(QStringLiteral("pricesBox"));
    auto* form = new QFormLayout(prices);
    QWidget* fields[] = { m_gpuHour, m_instanceMonthly, m_instanceGpus, m_ownMonthly, m_currency };
    for (int i = 0; i < 5; ++i) {
        m_pricesLabel[i] = new QLabel(prices);
        form->addRow(m_pricesLabel[i], fields[i]);
    }
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    m_figures->setMinimumHeight(m_figures->fontMetrics().lineSpacing() * 4);
    layout->addWidget(m_figures);
    layout->addWidget(prices);
    layout->addWidget(m_chart, 1);
    layout->addWidget(m_verdict);
    layout->addWidget(buttons);
    resize(800, 760);

    // Every change is computed at once and kept for this profile (they are the user's own data).
    const auto changed = [this] {
        UsagePriceStore::save(m_url, this->prices());
        recompute();
    };
    for (QDoubleSpinBox* box : { m_gpuHour, m_instanceMonthly, m_ownMonthly })
        connect(box, &QDoubleSpinBox::valueChanged, this, changed);
    connect(m_instanceGpus, &QSpinBox::valueChanged, this, changed);
    connect(m_currency, &QLineEdit::editingFinished, this, changed);
    retranslate();
}

UsagePrices UsageDialog::prices() const
{
    UsagePrices p;
    p.gpuHour = m_gpuHour->value();
    p.instanceMonthly = m_instanceMonthly->value();
    p.instanceGpus = m_instanceGpus->value();
    p.ownMonthly = m_ownMonthly->value();
    p.currency = m_currency->text().trimmed();
    return p;
}

void UsageDialog::setPast(QList<FinishedJob> past)
{
    m_past = std::move(past);
    m_pastRead = true;
    recompute();
}

void UsageDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void UsageDialog::retranslate()
{
    setWindowTitle(tr("Usage and cost"));
    findChild<QGroupBox*>(QStringLiteral("pricesBox"))
        ->setTitle(tr("Your prices for this cluster (kept on this computer, never sent)"));
    m_pricesLabel[0]->setText(tr("On demand, per GPU-hour:"));
    m_pricesLabel[1]->setText(tr("Monthly instance, per month:"));
    m_pricesLabel[2]->setText(tr("GPUs per instance:"));
    m_pricesLabel[3]->setText(tr("Own hardware, per month (0: none):"));
    m_pricesLabel[4]->setText(tr("Currency:"));
    recompute();
}

void UsageDialog::recompute()
{
    if (!m_pastRead) {
        m_figures->setText(tr("Reading your history…"));
        return;
    }
    const UsagePrices p = prices();
    m_report = UsageAdvisor::analyse(m_snapshot, m_past, p);
    const UsageAdvisor::Report& r = m_report;
    const QLocale locale;
    const auto num = [&locale](double v, int d = 1) { return locale.toString(v, 'f', d); };
    if (r.jobs == 0 && r.runningGpus == 0) {
        m_figures->setText(
            tr("%1 has no finished jobs in the history of the last %n week(s).", nullptr, UsageAdvisor::DefaultWeeks)
                .arg(r.user));
    } else {
        QStringList lines;
        lines << tr("%1, %2 days from %3:")
                     .arg(r.user, num(r.days), locale.toString(r.from.toLocalTime().date(), QLocale::ShortFormat));
        lines << tr("%n finished job(s); %1 GPU-hours used, %2 a day; at most %3 GPUs at once.", nullptr, r.jobs)
                     .arg(num(r.gpuHoursUsed), num(r.gpuHoursPerDay))
                     .arg(r.peakGpus);
        lines << tr("Waiting: %1 h per job on average, %2 h a day in all.")
                     .arg(num(r.waitHoursPerJob, 2), num(r.waitHoursPerDay, 1));
        lines << tr("Now: %1 GPUs running (%2 GPU-hours left by their limits); %n job(s) pending with %3 GPU-hours "
                    "queued.",
                    nullptr, r.pendingJobs)
                     .arg(r.runningGpus)
                     .arg(num(r.gpuHoursRunning))
                     .arg(num(r.gpuHoursQueued));
        m_figures->setText(lines.join(QLatin1Char('\n')));
    }
    if (!r.costs) {
        m_chart->clear();
        m_verdict->setText(tr("Enter an on-demand price and a monthly instance price to compare the costs."));
        return;
    }
    const UsageAdvisor::Costs& c = *r.costs;
    m_chart->setCosts(c, p.ownMonthly > 0, p.currency);
    QString verdict = tr("A monthly instance pays off above %1% use: %2 h a day with all its GPUs busy. %n "
                         "instance(s) of %3 GPUs would carry your average use, filled to %4%.",
                         nullptr, c.instances)
                          .arg(num(100 * c.breakEvenUtilisation, 0), num(c.breakEvenHoursPerDay))
                          .arg(p.instanceGpus)
                          .arg(num(100 * c.utilisation, 0));
    const auto money
        = [&](double v) { return p.currency.isEmpty() ? num(v, 0) : tr("%1 %2").arg(num(v, 0), p.currency); };
    verdict += QLatin1Char('\n')
        + tr("Per month: pay per use %1, instance %2%3. Cheapest over these weeks: %4.")
              .arg(money(c.payPerUseMonthly), money(c.instanceMonthly),
                   p.ownMonthly > 0 ? tr(", own hardware %1").arg(money(c.ownMonthly)) : QString(),
                   UsageAdvisor::optionLabel(c.cheapest));
    m_verdict->setText(verdict);
}

} // namespace qc
