#include "RestClient.h"

#include "RestErrorMapper.h"

#include <QNetworkReply>
#include <QPointer>
#include <QSslConfiguration>
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
    co_return co_await std::move(task);
}

QCoro::Task<RestReply> RestClient::post(QString path, QByteArray json)
{
    QNetworkRequest req = request(path, {});
    req.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
    auto task = finish(m_network.post(req, json));
    co_return co_await std::move(task);
}

QCoro::Task<RestReply> RestClient::remove(QString path)
{
    const QNetworkRequest req = request(path, {});
    auto task = finish(m_network.deleteResource(req));
    co_return co_await std::move(task);
}

QCoro::Task<RestReply> RestClient::finish(QNetworkReply* reply)
{
    QElapsedTimer timer;
    timer.start();
    QPointer<QNetworkReply> guard(reply);
    if (!reply->isFinished())
        co_await reply;
    RestReply out;
    out.elapsedMs = timer.elapsed();
    if (!guard) {
        out.transportError = RestErrorMapper::fromTransport(QNetworkReply::OperationCanceledError, {}, 0);
        co_return out;
    }
    reply->deleteLater();
    out.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (reply->isOpen())
        out.body = reply->readAll();
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
