// The real submit dialog on the demo platform: validation against the cluster, preview, a refusal that
// keeps what was typed, and a submission that reaches the scheduler.
#include "backends/BackendFactory.h"
#include "dialogs/FileDialog.h"
#include "dialogs/SubmitDialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QDialogButtonBox>
#include <QDragEnterEvent>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <qcoro/qcorotask.h>

using namespace qc;

class TestSubmitDialog : public QObject
{
    Q_OBJECT

    std::shared_ptr<Backend> m_backend;
    ClusterSnapshot m_snapshot;

    template<typename T> static T* child(QDialog& d, const char* name)
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

    void openScriptButtonLoadsTheChosenFile()
    {
        // The chooser is answered in advance, as a person would pick the file; cancelling changes nothing.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("train.sbatch"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("#!/bin/bash\n#SBATCH --gpus=4\nsrun python chosen.py\n");
        f.close();
        SubmitDialog d(m_backend, m_snapshot);
        d.show();
        auto* editor = child<QPlainTextEdit>(d, "scriptField");
        const QString before = editor->toPlainText();
        QSignalSpy loaded(&d, &SubmitDialog::scriptLoaded);
        FileDialog::setNextFileName(QString());
        child<QPushButton>(d, "openScriptButton")->click();
        QCOMPARE(editor->toPlainText(), before);
        QVERIFY(loaded.isEmpty());
        FileDialog::setNextFileName(path);
        child<QPushButton>(d, "openScriptButton")->click();
        QTRY_COMPARE_WITH_TIMEOUT(loaded.size(), 1, 10000);
        QVERIFY(loaded.last().first().toBool());
        QVERIFY2(editor->toPlainText().contains(QStringLiteral("srun python chosen.py")),
                 qPrintable(editor->toPlainText()));
    }

    void validatesAgainstTheCluster()
    {
        SubmitDialog d(m_backend, m_snapshot);
        auto* submit = child<QPushButton>(d, "submitButton");
        child<QComboBox>(d, "partitionField")
            ->setCurrentIndex(child<QComboBox>(d, "partitionField")->findData(QStringLiteral("eu-west")));
        QVERIFY(submit->isEnabled());
        child<QLineEdit>(d, "timeLimitField")->setText(QStringLiteral("5-00:00:00"));
        QVERIFY(!submit->isEnabled());
        // The problem shows next to its field, and the summary counts it.
        auto* timeError = child<QLabel>(d, "timeLimitError");
        QVERIFY(timeError->isVisibleTo(&d));
        QVERIFY(timeError->text().contains(QStringLiteral("2-00:00:00")));
        QVERIFY(child<QLabel>(d, "problemsLabel")->text().contains(QStringLiteral("1 problem")));
        child<QLineEdit>(d, "timeLimitField")->setText(QStringLiteral("soon"));
        QVERIFY(timeError->text().contains(QStringLiteral("cannot read")));
        child<QLineEdit>(d, "timeLimitField")->setText(QStringLiteral("06:00:00"));
        child<QSpinBox>(d, "gpusField")->setValue(12); // more than a node, not whole nodes
        QVERIFY(!submit->isEnabled());
        child<QSpinBox>(d, "gpusField")->setValue(16);
        QVERIFY(submit->isEnabled());
        QVERIFY(d.validate().isEmpty());
        QVERIFY(!timeError->isVisibleTo(&d));
    }

    void inlineErrorsForQosAccountLicensesEnvironment()
    {
        ClusterSnapshot snapshot = m_snapshot;
        for (auto& p : snapshot.partitions)
            p.allowedAccounts = { QStringLiteral("vision"), QStringLiteral("nlp") };
        SubmitDialog d(m_backend, snapshot);
        auto* submit = child<QPushButton>(d, "submitButton");
        child<QComboBox>(d, "qosField")->setCurrentText(QStringLiteral("platinum"));
        QVERIFY(child<QLabel>(d, "qosError")->text().contains(QStringLiteral("platinum")));
        child<QComboBox>(d, "qosField")->setCurrentText(QStringLiteral("urgent"));
        QVERIFY(child<QLabel>(d, "qosError")->text().isEmpty());
        child<QLineEdit>(d, "accountField")->setText(QStringLiteral("physics"));
        QVERIFY(child<QLabel>(d, "accountError")->text().contains(QStringLiteral("vision, nlp")));
        child<QLineEdit>(d, "accountField")->setText(QStringLiteral("nlp"));
        // Licenses are checked against what the cluster has.
        const License& io = snapshot.licenses.first();
        auto* licenses = child<QLineEdit>(d, "licensesField");
        auto* licensesError = child<QLabel>(d, "licensesError");
        licenses->setText(QStringLiteral("nas_io:2"));
        QVERIFY(licensesError->text().contains(QStringLiteral("no license")));
        licenses->setText(io.name + QStringLiteral(":%1").arg(io.total + 1));
        QVERIFY(licensesError->text().contains(QStringLiteral("never be granted")));
        licenses->setText(io.name + QStringLiteral(":x"));
        QVERIFY(licensesError->text().contains(QStringLiteral("name:count")));
        QVERIFY(!submit->isEnabled());
        child<QComboBox>(d, "partitionField")
            ->setCurrentIndex(child<QComboBox>(d, "partitionField")->findText(io.name.chopped(3)));
        licenses->setText(io.name + QStringLiteral(":2"));
        QVERIFY2(licensesError->text().isEmpty(), qPrintable(licensesError->text()));
        // KEY=VALUE lines, with the line number of the first bad one.
        auto* env = child<QPlainTextEdit>(d, "environmentField");
        env->setPlainText(QStringLiteral("# comment\nA=1\n\nnot a pair"));
        QVERIFY(child<QLabel>(d, "environmentError")->text().contains(QStringLiteral("line 4")));
        QVERIFY(!submit->isEnabled());
        env->setPlainText(QStringLiteral("A=1\nB=x=y"));
        QVERIFY2(submit->isEnabled(), qPrintable(d.validate().join(QLatin1Char('\n'))));
        QCOMPARE(d.spec().environment.value(QStringLiteral("B")), QStringLiteral("x=y"));
        QCOMPARE(d.spec().licenses, io.name + QStringLiteral(":2"));
    }

    void scriptFromADroppedFile()
    {
        QTemporaryDir dir;
        const QString script = dir.filePath(QStringLiteral("train.sbatch"));
        QFile f(script);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("#!/bin/bash\n#SBATCH --gpus=8\ntorchrun pretrain.py\n");
        f.close();
        const QString binary = dir.filePath(QStringLiteral("model.bin"));
        QFile b(binary);
        QVERIFY(b.open(QIODevice::WriteOnly));
        b.write(QByteArray("PK\x03\x04\0\0binary", 12));
        b.close();

        SubmitDialog d(m_backend, m_snapshot);
        d.show();
        auto* editor = child<QPlainTextEdit>(d, "scriptField");
        QSignalSpy loaded(&d, &SubmitDialog::scriptLoaded);
        auto drop = [&](const QString& path) {
            QMimeData mime;
            mime.setUrls({ QUrl::fromLocalFile(path) });
            QDragEnterEvent enter(QPoint(5, 5), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
            QCoreApplication::sendEvent(editor->viewport(), &enter);
            QVERIFY(enter.isAccepted());
            QDropEvent dropEvent(QPointF(5, 5), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
            QCoreApplication::sendEvent(editor->viewport(), &dropEvent);
            QVERIFY(dropEvent.isAccepted());
        };
        drop(script);
        QTRY_COMPARE_WITH_TIMEOUT(loaded.size(), 1, 10000);
        QVERIFY(loaded.last().first().toBool());
        QVERIFY(editor->toPlainText().contains(QStringLiteral("torchrun pretrain.py")));
        QVERIFY(!editor->toPlainText().contains(QStringLiteral("file://"))); // the text, not the path
        drop(binary);
        QTRY_COMPARE_WITH_TIMEOUT(loaded.size(), 2, 10000);
        QVERIFY(!loaded.last().first().toBool());
        QVERIFY(d.scriptMessage().contains(QStringLiteral("not a text file")));
        QVERIFY(editor->toPlainText().contains(QStringLiteral("torchrun pretrain.py"))); // kept
        // Dropped on the dialog itself, outside the editor, works the same.
        QFile g(script);
        QVERIFY(g.open(QIODevice::WriteOnly));
        g.write("#!/bin/bash\necho second\n");
        g.close();
        QMimeData mime;
        mime.setUrls({ QUrl::fromLocalFile(script) });
        QDragEnterEvent enterDialog(QPoint(5, 5), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&d, &enterDialog);
        QVERIFY(enterDialog.isAccepted());
        QDropEvent onDialog(QPointF(5, 5), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(&d, &onDialog);
        QVERIFY(onDialog.isAccepted());
        QTRY_COMPARE_WITH_TIMEOUT(loaded.size(), 3, 10000);
        QVERIFY(editor->toPlainText().contains(QStringLiteral("echo second")));
    }

    void templatesSaveLoadDelete()
    {
        QTemporaryDir dir;
        const QString settings = dir.filePath(QStringLiteral("templates.ini"));
        {
            SubmitDialog d(m_backend, m_snapshot);
            d.setTemplateStore(JobTemplateStore(settings));
            auto* combo = child<QComboBox>(d, "templateField");
            QCOMPARE(combo->count(), 1); // "(none)"
            child<QLineEdit>(d, "nameField")->setText(QStringLiteral("nightly eval"));
            child<QSpinBox>(d, "gpusField")->setValue(4);
            child<QPlainTextEdit>(d, "environmentField")->setPlainText(QStringLiteral("HF_TOKEN=abc\nSEED=7"));
            d.saveTemplate(QStringLiteral("eval"));
            QCOMPARE(combo->count(), 2);
            QCOMPARE(combo->currentText(), QStringLiteral("eval"));
            QVERIFY(d.message().contains(QStringLiteral("HF_TOKEN"))); // said why it was left out
        }
        // A new dialog (as after a restart) offers it; choosing it fills the form.
        SubmitDialog d(m_backend, m_snapshot);
        d.setTemplateStore(JobTemplateStore(settings));
        auto* combo = child<QComboBox>(d, "templateField");
        QCOMPARE(combo->count(), 2);
        QCOMPARE(child<QSpinBox>(d, "gpusField")->value(), 1);
        combo->setCurrentIndex(1);
        Q_EMIT combo->activated(1);
        QCOMPARE(child<QLineEdit>(d, "nameField")->text(), QStringLiteral("nightly eval"));
        QCOMPARE(child<QSpinBox>(d, "gpusField")->value(), 4);
        QCOMPARE(d.spec().environment.value(QStringLiteral("SEED")), QStringLiteral("7"));
        QVERIFY(!d.spec().environment.contains(QStringLiteral("HF_TOKEN")));
        child<QPushButton>(d, "deleteTemplateButton")->click();
        QCOMPARE(combo->count(), 1);
        QVERIFY(JobTemplateStore(settings).names().isEmpty());
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
        child<QPlainTextEdit>(d, "scriptField")
            ->setPlainText(QStringLiteral("#!/bin/bash\npython train.py --epochs 90\n"));
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
        // A time with seconds (as a recommendation or a template may carry) is sent as the minute shown.
        auto* begin = child<QDateTimeEdit>(d, "beginTimeField");
        const QDateTime chosen = QDateTime::currentDateTime().addSecs(2 * 3600);
        begin->setDateTime(chosen);
        const QDateTime shown(chosen.date(), QTime(chosen.time().hour(), chosen.time().minute()));
        QCOMPARE(d.spec().beginTime, shown.toUTC());
        QVERIFY2(child<QPlainTextEdit>(d, "previewField")
                     ->toPlainText()
                     .contains(QLocale().toString(shown, QLocale::LongFormat)),
                 qPrintable(child<QPlainTextEdit>(d, "previewField")->toPlainText()));
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
        QCOMPARE(job->beginTime, shown.toUTC()); // 10:00, not 10:00:09
        QCOMPARE(job->beginTime.time().second(), 0);
    }

    // With no history of the region yet the forecast has no wait to give, but the job's own state still has its say:
    // a held submission starts after its release, whatever the history.
    void withoutHistoryTheJobsOwnStateStillSpeaks()
    {
        QTemporaryDir dir;
        SubmitDialog d(m_backend, m_snapshot);
        d.setHistoryPath(dir.filePath(QStringLiteral("empty.sqlite")));
        child<QSpinBox>(d, "gpusField")->setValue(1);
        QTRY_VERIFY_WITH_TIMEOUT(d.forecastText().contains(QLatin1String("No history for this region yet")), 20000);
        child<QCheckBox>(d, "holdField")->setChecked(true);
        QTRY_VERIFY2_WITH_TIMEOUT(d.forecastText().contains(QLatin1String("Held: starts after release")),
                                  qPrintable(d.forecastText()), 20000);
        QVERIFY2(!d.forecastText().contains(QLatin1String("No history")), qPrintable(d.forecastText()));
        // ... and the preview (the demo's request), which once kept the request as it was before the box was ticked.
        QVERIFY2(child<QPlainTextEdit>(d, "previewField")->toPlainText().contains(QLatin1String("\"hold\": true")),
                 qPrintable(child<QPlainTextEdit>(d, "previewField")->toPlainText()));
    }
};

QTEST_MAIN(TestSubmitDialog)
#include "TestSubmitDialog.moc"
