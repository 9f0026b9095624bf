#pragma once

// A one-file HTTP/1.1 server on 127.0.0.1 for connection tests: answers each request from a handler, closes the
// connection, and remembers the request headers. With a certificate it speaks TLS (QSslServer arrives in 6.4's
// successors only).

#include <QHash>
#include <QSslCertificate>
#include <QSslKey>
#include <QSslSocket>
#include <QTcpServer>
#include <functional>

namespace qc::test {

class TinyHttpServer : public QTcpServer
{
public:
    struct Answer
    {
        int status = 200; // 0: keep the connection open and never answer this request
        QByteArray body;
    };
    using Handler = std::function<Answer(const QByteArray& path)>;

    explicit TinyHttpServer(Handler handler, QObject* parent = nullptr)
        : QTcpServer(parent)
        , m_handler(std::move(handler))
    {
    }
    void useTls(QSslCertificate cert, QSslKey key)
    {
        m_cert = std::move(cert);
        m_key = std::move(key);
    }
    // Accepts connections but never answers (for timeouts).
    bool silent = false;
    QList<QHash<QByteArray, QByteArray>> requests; // header name (lower case) -> value
    QList<QByteArray> paths;
    int tlsFailures = 0;

protected:
    void incomingConnection(qintptr descriptor) override
    {
        auto* socket = new QSslSocket(this);
        if (!socket->setSocketDescriptor(descriptor)) {
            delete socket;
            return;
        }
        connect(socket, &QSslSocket::readyRead, this, [this, socket] { onData(socket); });
        connect(socket, &QSslSocket::disconnected, socket, &QObject::deleteLater);
        if (!m_cert.isNull()) {
            connect(socket, &QSslSocket::sslErrors, this, [this](const QList<QSslError>&) { ++tlsFailures; });
            connect(socket, &QSslSocket::errorOccurred, this, [this](QAbstractSocket::SocketError e) {
                if (e == QAbstractSocket::SslHandshakeFailedError)
                    ++tlsFailures;
            });
            socket->setLocalCertificate(m_cert);
            socket->setPrivateKey(m_key);
            socket->startServerEncryption();
        }
    }

private:
    void onData(QSslSocket* socket)
    {
        QByteArray& buffer = m_buffers[socket];
        buffer += socket->readAll();
        const qsizetype end = buffer.indexOf("\r\n\r\n");
        if (end < 0 || silent)
            return;
        const QList<QByteArray> lines = buffer.left(end).split('\n');
        m_buffers.remove(socket);
        QHash<QByteArray, QByteArray> headers;
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const qsizetype colon = lines[i].indexOf(':');
            if (colon > 0)
                headers.insert(lines[i].left(colon).trimmed().toLower(), lines[i].mid(colon + 1).trimmed());
        }
        requests.append(headers);
        const QList<QByteArray> first = lines.value(0).split(' ');
        const QByteArray path = first.value(1);
        paths.append(path);
        const Answer answer = m_handler(path);
        if (answer.status <= 0)
            return;
        QByteArray out = "HTTP/1.1 " + QByteArray::number(answer.status) + " X\r\nContent-Type: application/json\r\n"
            + "Content-Length: " + QByteArray::number(answer.body.size()) + "\r\nConnection: close\r\n\r\n"
            + answer.body;
        socket->write(out);
        socket->disconnectFromHost();
    }

    Handler m_handler;
    QSslCertificate m_cert;
    QSslKey m_key;
    QHash<QSslSocket*, QByteArray> m_buffers;
};

} // namespace qc::test
