#pragma once

#include "../../model/BackendError.h"
#include "RestEndpoint.h"

#include <QElapsedTimer>
#include <QNetworkAccessManager>
#include <QObject>
#include <QUrlQuery>
#include <qcoro/qcorotask.h>

namespace qc::rest {

// What one HTTP exchange gave: a transport failure, or a status with its body.
struct RestReply
{
    int status = 0;
    QByteArray body;
    BackendError transportError; // None when an HTTP answer arrived (any status)
    qint64 elapsedMs = 0;
};

// HTTP to slurmrestd with the X-SLURM-USER-* headers, a transfer timeout, an overall deadline and a body size
// cap on every request (RestEndpoint holds the limits).
class RestClient : public QObject
{
    Q_OBJECT
public:
    RestClient(RestEndpoint endpoint, QObject* parent = nullptr);

    void setToken(QString token) { m_token = std::move(token); }
    bool hasToken() const { return !m_token.isEmpty(); }
    const RestEndpoint& endpoint() const { return m_endpoint; }

    QCoro::Task<RestReply> get(QString path, QUrlQuery query = {});

    // An answer must keep coming: after its first byte, every `deadline` (the URL's deadline=) must bring at
    // least this much, or it stops as stalled. Nothing else bounds its time while it does: a big queue's job
    // list (100,000 jobs, ~345 MB from 22.05) takes minutes; the body cap bounds its size.
    static constexpr qint64 kMinBytesPerWindow = 64 * 1024;

Q_SIGNALS:
    // Part of an answer arrived (at most a few times a second): `bytes` of `total` (-1: not announced), and the
    // jobs counted in it so far for a job list (0 for other answers).
    void bodyProgress(const QString& path, qint64 bytes, qint64 total, qint64 jobs);

public:
    QCoro::Task<RestReply> post(QString path, QByteArray json);
    QCoro::Task<RestReply> remove(QString path);

private:
    QNetworkRequest request(const QString& path, const QUrlQuery& query) const;
    QCoro::Task<RestReply> finish(QNetworkReply* reply);

    // Why finish() aborted a reply itself.
    enum class Stop { No, TooLarge, Late, Stalled };
    static constexpr qint64 kReadChunk = 1024 * 1024;

    RestEndpoint m_endpoint;
    QString m_token;
    QNetworkAccessManager m_network;
};

} // namespace qc::rest
