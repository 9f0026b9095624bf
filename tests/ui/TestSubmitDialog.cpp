// The real submit dialog on the demo platform: validation against the cluster, preview, a refusal that
// keeps what was typed, and a submission that reaches the scheduler.
#include "backends/BackendFactory.h"
#include "dialogs/SubmitDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <qcoro/qcorotask.h>

using namespace qc;

class TestSubmitDialog : public QObject
{
    Q_OBJECT

    std::shared_ptr<Backend> m_backend;
    ClusterSnapshot m_snapshot;

    template<typename T>
    static T* child(QDialog& d, const char* name)
    {
        auto* w = d.findChild<T*>(QString::fromLatin1(name));
        if (!w)
            qFatal("no %s", name);
        return w;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_backend = BackendFactory::create(QStringLiteral("demo://?history=1&state=none&user=me")).value();
        m_snapshot = QCoro::waitFor(m_backend->fetchSnapshot()).value();
    }

    void validatesAgainstTheCluster()
    {
        SubmitDialog d(m_backend, m_snapshot);
        auto* submit = child<QPushButton>(d, "submitButton");
        child<QComboBox>(d, "partitionField")->setCurrentIndex(child<QComboBox>(d, "partitionField")->findData(QStringLiteral("eu-west")));
        QVERIFY(submit->isEnabled());
        child<QLineEdit>(d, "timeLimitField")->setText(QStringLiteral("5-00:00:00"));
        QVERIFY(!submit->isEnabled());
        QVERIFY(child<QLabel>(d, "problemsLabel")->text().contains(QStringLiteral("2-00:00:00")));
        child<QLineEdit>(d, "timeLimitField")->setText(QStringLiteral("soon"));
        QVERIFY(child<QLabel>(d, "problemsLabel")->text().contains(QStringLiteral("cannot read")));
        child<QLineEdit>(d, "timeLimitField")->setText(QStringLiteral("06:00:00"));
        child<QSpinBox>(d, "gpusField")->setValue(12); // more than a node, not whole nodes
        QVERIFY(!submit->isEnabled());
        child<QSpinBox>(d, "gpusField")->setValue(16);
        QVERIFY(submit->isEnabled());
        QVERIFY(d.validate().isEmpty());
    }

    void previewShowsTheRequest()
    {
        SubmitDialog d(m_backend, m_snapshot);
        child<QLineEdit>(d, "nameField")->setText(QStringLiteral("预训练 \"quoted\""));
        child<QSpinBox>(d, "gpusField")->setValue(8);
        const QString preview = child<QPlainTextEdit>(d, "previewField")->toPlainText();
        QVERIFY(preview.contains(QStringLiteral("\"gpus\": 8")));
        QVERIFY(preview.contains(QStringLiteral("预训练")));
    }

    void refusalKeepsEverything()
    {
        SubmitDialog d(m_backend, m_snapshot);
        child<QLineEdit>(d, "nameField")->setText(QStringLiteral("keep-me"));
        child<QLineEdit>(d, "dependencyField")->setText(QStringLiteral("afterok:1")); // no such job
        child<QPlainTextEdit>(d, "scriptField")->setPlainText(QStringLiteral("#!/bin/bash\npython train.py --epochs 90\n"));
        d.show();
        child<QPushButton>(d, "submitButton")->click();
        QTRY_VERIFY_WITH_TIMEOUT(d.message().contains(QStringLiteral("refused")), 20000);
        QVERIFY(d.isVisible());
        QCOMPARE(child<QLineEdit>(d, "nameField")->text(), QStringLiteral("keep-me"));
        QVERIFY(child<QPlainTextEdit>(d, "scriptField")->toPlainText().contains(QStringLiteral("--epochs 90")));
        QVERIFY(child<QPushButton>(d, "submitButton")->isEnabled());
    }

    void schedulesWithABeginTime()
    {
        SubmitDialog d(m_backend, m_snapshot);
        QSignalSpy submitted(&d, &SubmitDialog::submitted);
        child<QLineEdit>(d, "nameField")->setText(QStringLiteral("off-peak run"));
        child<QSpinBox>(d, "gpusField")->setValue(2);
        child<QRadioButton>(d, "startAt")->setChecked(true);
        QCOMPARE(child<QPushButton>(d, "submitButton")->text(), QStringLiteral("Schedule"));
        d.show();
        QVERIFY2(d.validate().isEmpty(), qPrintable(d.validate().join(QLatin1Char('\n'))));
        child<QPushButton>(d, "submitButton")->click();
        QTRY_COMPARE_WITH_TIMEOUT(submitted.size(), 1, 20000);
        const QString id = submitted.first().first().toString();
        const auto snap = QCoro::waitFor(m_backend->fetchSnapshot());
        const Job* job = snap.value().findJob(id);
        QVERIFY(job);
        QCOMPARE(job->name, QStringLiteral("off-peak run"));
        QCOMPARE(job->gpus, 2);
        QCOMPARE(job->reason, QStringLiteral("BeginTime"));
        QVERIFY(job->beginTime > QDateTime::currentDateTimeUtc().addSecs(3000));
    }
};

QTEST_MAIN(TestSubmitDialog)
#include "TestSubmitDialog.moc"
