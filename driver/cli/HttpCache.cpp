//===--- HttpCache.cpp - the shared result cache over plain HTTP GET/PUT ---------------===//
//
// The protocol of the HTTP caches build systems already run: GET <prefix><key> answers 200
// with the entry or 404, PUT <prefix><key> stores it (an nginx location with
// `dav_methods PUT`, bazel-remote's /ac/). HTTP/1.1 over a plain TCP socket, one connection
// per request, short timeouts: the cache must never make a run slower than no cache. The
// first failure (no server, a timeout, an unexpected status) is a one-line warning and the
// shared cache is off for the rest of the run.
//
//===----------------------------------------------------------------------------------===//
#include "ResultCache.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <netdb.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

namespace cudalint {
namespace {

constexpr int ConnectTimeoutMs = 2000;
constexpr int IoTimeoutMs = 10000;

struct Response {
  unsigned Status = 0;
  std::string Body;
};

class Socket {
public:
  ~Socket() {
    if (Fd >= 0)
      ::close(Fd);
  }
  /// Connects within the timeout; "" or why not.
  std::string connect(const std::string &Host, const std::string &Port) {
    addrinfo Hints = {}, *Found = nullptr;
    Hints.ai_socktype = SOCK_STREAM;
    if (int E = ::getaddrinfo(Host.c_str(), Port.c_str(), &Hints, &Found))
      return std::string("cannot resolve '") + Host + "': " + ::gai_strerror(E);
    std::string Why = "no address";
    for (addrinfo *A = Found; A; A = A->ai_next) {
      Fd = ::socket(A->ai_family, A->ai_socktype | SOCK_CLOEXEC | SOCK_NONBLOCK, A->ai_protocol);
      if (Fd < 0)
        continue;
      if (::connect(Fd, A->ai_addr, A->ai_addrlen) == 0 ||
          (errno == EINPROGRESS && ready(POLLOUT, ConnectTimeoutMs))) {
        int Error = 0;
        socklen_t Len = sizeof(Error);
        ::getsockopt(Fd, SOL_SOCKET, SO_ERROR, &Error, &Len);
        if (Error == 0)
          break;
        Why = std::strerror(Error);
      } else {
        Why = errno == EINPROGRESS ? "connection timed out" : std::strerror(errno);
      }
      ::close(Fd);
      Fd = -1;
    }
    ::freeaddrinfo(Found);
    return Fd >= 0 ? "" : Why;
  }

  bool send(llvm::StringRef Bytes) {
    while (!Bytes.empty()) {
      ssize_t N = ::send(Fd, Bytes.data(), Bytes.size(), MSG_NOSIGNAL);
      if (N < 0 && (errno == EAGAIN || errno == EINTR)) {
        if (!ready(POLLOUT, IoTimeoutMs))
          return false;
        continue;
      }
      if (N <= 0)
        return false;
      Bytes = Bytes.drop_front(N);
    }
    return true;
  }

  /// Everything until the server closes the connection.
  bool receiveAll(std::string &Out) {
    char Buffer[65536];
    while (true) {
      ssize_t N = ::recv(Fd, Buffer, sizeof(Buffer), 0);
      if (N < 0 && (errno == EAGAIN || errno == EINTR)) {
        if (!ready(POLLIN, IoTimeoutMs))
          return false;
        continue;
      }
      if (N < 0)
        return false;
      if (N == 0)
        return true;
      Out.append(Buffer, N);
    }
  }

private:
  bool ready(short Events, int TimeoutMs) {
    pollfd P = {Fd, Events, 0};
    int N;
    while ((N = ::poll(&P, 1, TimeoutMs)) < 0 && errno == EINTR) {
    }
    return N > 0;
  }
  int Fd = -1;
};

/// The body of a "Transfer-Encoding: chunked" message; nullopt when malformed.
std::optional<std::string> unchunk(llvm::StringRef Data) {
  std::string Body;
  while (true) {
    auto [SizeLine, Rest] = Data.split("\r\n");
    uint64_t Size;
    if (SizeLine.split(';').first.trim().getAsInteger(16, Size) || Rest.size() < Size)
      return std::nullopt;
    if (Size == 0)
      return Body;
    Body += Rest.take_front(Size).str();
    Data = Rest.drop_front(Size);
    if (!Data.consume_front("\r\n"))
      return std::nullopt;
  }
}

class HttpCache : public CacheBackend {
public:
  HttpCache(std::string Url, std::string Host, std::string Port, std::string Path)
      : Url(std::move(Url)), Host(std::move(Host)), Port(std::move(Port)), Path(std::move(Path)) {}

  std::optional<std::string> get(llvm::StringRef Key) override {
    std::optional<Response> R = request("GET", Key, "");
    if (!R)
      return std::nullopt;
    if (R->Status == 200)
      return std::move(R->Body);
    if (R->Status != 404)
      disable("GET answered HTTP " + std::to_string(R->Status));
    return std::nullopt;
  }

  bool put(llvm::StringRef Key, llvm::StringRef Value) override {
    std::optional<Response> R = request("PUT", Key, Value);
    if (R && (R->Status < 200 || R->Status > 299))
      disable("PUT answered HTTP " + std::to_string(R->Status));
    return R && R->Status >= 200 && R->Status <= 299;
  }

  llvm::StringRef name() const override { return "shared"; }

private:
  void disable(const std::string &Why) {
    if (Off)
      return;
    Off = true;
    llvm::errs() << "cudalint: warning: shared cache '" << Url << "' unusable (" << Why
                 << "); continuing without it\n";
  }

  std::optional<Response> request(llvm::StringRef Method, llvm::StringRef Key,
                                  llvm::StringRef Body) {
    if (Off)
      return std::nullopt;
    Socket S;
    if (std::string Why = S.connect(Host, Port); !Why.empty()) {
      disable(Why);
      return std::nullopt;
    }
    std::string Head = (Method + " " + Path + Key + " HTTP/1.1\r\nHost: " + Host + ":" + Port +
                        "\r\nConnection: close\r\nContent-Length: " + std::to_string(Body.size()) +
                        "\r\nContent-Type: application/octet-stream\r\n\r\n")
                           .str();
    std::string Raw;
    if (!S.send(Head) || !S.send(Body) || !S.receiveAll(Raw)) {
      disable("no answer to " + Method.str());
      return std::nullopt;
    }
    size_t HeadEnd = Raw.find("\r\n\r\n");
    llvm::StringRef Status = llvm::StringRef(Raw).take_until([](char C) { return C == '\r'; });
    Response R;
    llvm::StringRef Code = Status.split(' ').second.take_front(3);
    if (HeadEnd == std::string::npos || !Status.starts_with("HTTP/1.") ||
        Code.getAsInteger(10, R.Status)) {
      disable("not an HTTP answer");
      return std::nullopt;
    }
    std::string Headers = llvm::StringRef(Raw).take_front(HeadEnd).lower();
    llvm::StringRef Payload = llvm::StringRef(Raw).drop_front(HeadEnd + 4);
    if (llvm::StringRef(Headers).contains("transfer-encoding: chunked")) {
      std::optional<std::string> Whole = unchunk(Payload);
      if (!Whole) {
        disable("a malformed chunked answer");
        return std::nullopt;
      }
      R.Body = std::move(*Whole);
    } else {
      R.Body = Payload.str();
    }
    return R;
  }

  std::string Url, Host, Port, Path;
  bool Off = false;
};

} // namespace

std::unique_ptr<CacheBackend> makeHttpCache(llvm::StringRef Url, std::string &Why) {
  llvm::StringRef Rest = Url;
  if (!Rest.consume_front("http://")) {
    Why = "only http:// URLs are supported (put a TLS proxy on localhost for https)";
    return nullptr;
  }
  auto [Authority, Path] = Rest.split('/');
  auto [Host, Port] = Authority.rsplit(':');
  if (Port.empty())
    Port = "80";
  unsigned PortNumber;
  if (Host.empty() || Port.getAsInteger(10, PortNumber) || PortNumber == 0 || PortNumber > 65535) {
    Why = "expected http://host:port/prefix/";
    return nullptr;
  }
  std::string Prefix = "/" + Path.str();
  if (!llvm::StringRef(Prefix).ends_with("/"))
    Prefix += "/";
  return std::make_unique<HttpCache>(Url.str(), Host.str(), Port.str(), Prefix);
}

} // namespace cudalint
