#include "RestClient.h"

#include "RestErrorMapper.h"

#include <QNetworkReply>
#include <QPointer>
#include <QSslConfiguration>
#include <QTimer>
#include <cstring>
#include <memory>
#include <qcoro/qcoronetworkreply.h>

namespace qc::rest {

RestClient::RestClient(RestEndpoint endpoint, QObject* parent)
    : QObject(parent)
    , m_endpoint(std::move(endpoint))
{
    // Redirects could carry the token to another host.
    m_network.setRedirectPolicy(QNetworkRequest::ManualRedirectPolicy);
}

QNetworkRequest RestClient::request(const QString& path, const QUrlQuery& query) const
{
    QUrl url = m_endpoint.baseUrl();
    url.setPath(path);
    url.setQuery(query);
    QNetworkRequest req(url);
    req.setTransferTimeout(m_endpoint.timeoutMs);
    req.setRawHeader("X-SLURM-USER-NAME", m_endpoint.user.toUtf8());
    req.setRawHeader("X-SLURM-USER-TOKEN", m_token.toUtf8());
    req.setRawHeader("Accept", "application/json");
    if (m_endpoint.tls && !m_endpoint.caFile.isEmpty()) {
        QSslConfiguration ssl = QSslConfiguration::defaultConfiguration();
        ssl.addCaCertificates(m_endpoint.caFile);
        req.setSslConfiguration(ssl);
    }
    return req;
}

QCoro::Task<RestReply> RestClient::get(QString path, QUrlQuery query)
{
    const QNetworkRequest req = request(path, query);
    auto task = finish(m_network.get(req));
    // g++ 12 destroys a temporary inside `co_return co_await` twice (QT-NOTES.md): the result is a local.
    auto awaited = co_await std::move(task);
    co_return awaited;
}

QCoro::Task<RestReply> RestClient::post(QString path, QByteArray json)
{
    QNetworkRequest req = request(path, {});
    req.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
    auto task = finish(m_network.post(req, json));
    // g++ 12 destroys a temporary inside `co_return co_await` twice (QT-NOTES.md): the result is a local.
    auto awaited = co_await std::move(task);
    co_return awaited;
}

QCoro::Task<RestReply> RestClient::remove(QString path)
{
    const QNetworkRequest req = request(path, {});
    auto task = finish(m_network.deleteResource(req));
    // g++ 12 destroys a temporary inside `co_return co_await` twice (QT-NOTES.md): the result is a local.
    auto awaited = co_await std::move(task);
    co_return awaited;
}

QCoro::Task<RestReply> RestClient::finish(QNetworkReply* reply)
{
    QElapsedTimer timer;
    timer.start();
    QPointer<QNetworkReply> guard(reply);
    // The transfer timeout only notices silence: a server sending a byte a second, or an endless body, is
    // stopped by a deadline on the whole exchange and a cap on the body (announced or received).
    // The body is drained into our own buffer as it arrives: with a small read buffer Qt's HTTP thread waits
    // for us instead of reading ahead (unbounded, it had buffered 340 MB of an endless body before the first
    // progress report of 16 MB reached this thread).
    auto stop = std::make_shared<Stop>();
    auto body = std::make_shared<QByteArray>();
    const qint64 cap = m_endpoint.maxReplyBytes;
    reply->setReadBufferSize(kReadChunk);
    auto tooLarge = [reply, stop]() {
        if (*stop == Stop::No) {
            *stop = Stop::TooLarge;
            reply->abort();
        }
    };
    connect(reply, &QNetworkReply::metaDataChanged, reply, [reply, body, cap, tooLarge]() {
        bool known = false;
        const qint64 announced = reply->header(QNetworkRequest::ContentLengthHeader).toLongLong(&known);
        if (known && announced > cap)
            tooLarge();
        else if (known && announced > 0)
            body->reserve(announced); // one allocation instead of doubling up to twice the size
    });
    // Progress: the body so far, and the jobs in a job list counted by their "job_id" keys (every job has one;
    // array_job_id and het_job_id do not match with the quote in front), carried over chunk edges.
    struct Progress
    {
        qint64 jobs = 0;
        qint64 atLastCheck = 0;
        bool started = false;
        QElapsedTimer sinceReport;
    };
    auto progress = std::make_shared<Progress>();
    const QString path = reply->url().path();
    const bool countJobs = path.endsWith(QLatin1String("/jobs"));
    connect(reply, &QNetworkReply::readyRead, reply, [this, reply, body, cap, tooLarge, progress, path, countJobs]() {
        static constexpr char kKey[] = "\"job_id\":";
        constexpr qsizetype keyLen = sizeof(kKey) - 1;
        const qsizetype from = std::max<qsizetype>(0, body->size() - (keyLen - 1));
        *body += reply->readAll();
        if (body->size() > cap) {
            body->clear();
            tooLarge();
            return;
        }
        if (countJobs) {
            const char* p = body->constData() + from;
            const char* end = body->constData() + body->size();
            while (const void* hit = memmem(p, size_t(end - p), kKey, size_t(keyLen))) {
                ++progress->jobs;
                p = static_cast<const char*>(hit) + keyLen;
            }
        }
        progress->started = true;
        if (!progress->sinceReport.isValid() || progress->sinceReport.elapsed() >= 250) {
            progress->sinceReport.start();
            bool known = false;
            const qint64 total = reply->header(QNetworkRequest::ContentLengthHeader).toLongLong(&known);
            Q_EMIT bodyProgress(path, body->size(), known ? total : -1, progress->jobs);
        }
    });
    // The deadline bounds the wait for the answer to start; after that, each period of the same length must
    // bring kMinBytesPerWindow (a byte every few seconds is not an answer), but the whole may take as long as
    // the answer keeps coming.
    QTimer deadline;
    deadline.setSingleShot(false);
    connect(&deadline, &QTimer::timeout, reply, [reply, stop, body, progress]() {
        if (*stop != Stop::No)
            return;
        const qint64 got = body->size() - progress->atLastCheck;
        progress->atLastCheck = body->size();
        if (!progress->started) {
            *stop = Stop::Late;
            reply->abort();
        } else if (got < kMinBytesPerWindow) {
            *stop = Stop::Stalled;
            reply->abort();
        }
    });
    deadline.start(m_endpoint.deadlineMs);
    if (!reply->isFinished())
        co_await reply;
    deadline.stop();
    RestReply out;
    out.elapsedMs = timer.elapsed();
    if (!guard) {
        out.transportError = RestErrorMapper::fromTransport(QNetworkReply::OperationCanceledError, {}, 0);
        co_return out;
    }
    reply->deleteLater();
    out.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (*stop == Stop::Late) {
        out.transportError
            = BackendError::make(BackendError::Kind::Unreachable,
                                 tr("slurmrestd did not start its answer within %1 s (the limit is the URL's deadline)")
                                     .arg(m_endpoint.deadlineMs / 1000.0),
                                 reply->url().path());
        co_return out;
    }
    if (*stop == Stop::Stalled) {
        out.transportError = BackendError::make(
            BackendError::Kind::Unreachable,
            tr("slurmrestd stopped sending its answer after %1 MB: less than %2 KB arrived in %3 s (the limit is "
               "the URL's deadline)")
                .arg(double(body->size()) / (1024 * 1024), 0, 'f', 1)
                .arg(kMinBytesPerWindow / 1024)
                .arg(m_endpoint.deadlineMs / 1000.0),
            reply->url().path());
        co_return out;
    }
    if (reply->isOpen())
        *body += reply->readAll();
    if (body->size() > cap) {
        body->clear();
        *stop = Stop::TooLarge;
    }
    out.body = std::move(*body);
    if (*stop == Stop::TooLarge) {
        out.transportError = BackendError::make(
            BackendError::Kind::Malformed,
            tr("slurmrestd's answer is larger than %1 MB; QueueCast stopped reading it (the limit is the URL's "
               "max_reply_mb)")
                .arg(cap / (1024 * 1024)),
            reply->url().path());
        out.body.clear();
        co_return out;
    }
    const auto error = reply->error();
    // HTTP error statuses (codes 200+) come with a JSON body worth reading; network and proxy failures (below 200,
    // including a timeout mid-body) and answers without a status stop here.
    if (error != QNetworkReply::NoError && (int(error) < 200 || out.status == 0)) {
        QString text = reply->errorString();
        if (error == QNetworkReply::OperationCanceledError)
            text = tr("no answer within %1 s").arg(m_endpoint.timeoutMs / 1000.0) + QStringLiteral(" (") + text
                + QLatin1Char(')');
        out.transportError = RestErrorMapper::fromTransport(error, text, 0);
    }
    co_return out;
}

} // namespace qc::rest
