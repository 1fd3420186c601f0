//===--- FunctionSummaries.cpp - facts about functions that other translation units use --===//
#include "FunctionSummaries.h"
#include "CudaApi.h"
#include "ProbeData.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Index/USRGeneration.h"
#include "llvm/Support/JSON.h"

namespace clang::tidy::cuda {

namespace {
thread_local UnitSummaries *ActiveCollector = nullptr;
constexpr llvm::StringLiteral NotePrefix = "cudalint-condition ";
} // namespace

void LastErrorSummary::append(const LastErrorSummary &Next) {
  if (Then != LastErrorUse::None)
    return;
  Pending.insert(Pending.end(), Next.Pending.begin(), Next.Pending.end());
  Then = Next.Then;
}

SummaryCollector::SummaryCollector(UnitSummaries &Into) { ActiveCollector = &Into; }
// Not the previous value: after a crash recovered on this thread, that one is gone.
SummaryCollector::~SummaryCollector() { ActiveCollector = nullptr; }
UnitSummaries *SummaryCollector::active() { return ActiveCollector; }

std::string usrOf(const Decl *D) {
  llvm::SmallString<128> Usr;
  if (!D || index::generateUSRForDecl(D, Usr))
    return "";
  return std::string(Usr);
}

bool isProjectExternal(const FunctionDecl *FD) {
  if (!FD || FD->hasBody() || FD->getBuiltinID() || !FD->isExternallyVisible())
    return false;
  if (const auto *M = dyn_cast<CXXMethodDecl>(FD); M && M->isVirtual())
    return false;
  if (FD->getIdentifier() && (returnsCudaError(FD) || lookupCudaApi(FD->getName())))
    return false;
  const SourceManager &SM = FD->getASTContext().getSourceManager();
  return !SM.isInSystemHeader(FD->getLocation());
}

std::string encodeConditionNote(const FindingCondition &C) {
  llvm::json::Array Entries;
  for (const std::vector<std::string> &Calls : C.ReadsLastErrorFirst) {
    llvm::json::Array Usrs;
    for (const std::string &U : Calls)
      Usrs.push_back(U);
    Entries.push_back(std::move(Usrs));
  }
  std::string Text;
  llvm::raw_string_ostream(Text)
      << NotePrefix
      << llvm::json::Value(llvm::json::Object{{"reads_last_error_first", std::move(Entries)}});
  return Text;
}

bool isConditionNote(llvm::StringRef NoteText) { return NoteText.starts_with(NotePrefix); }

std::optional<FindingCondition> decodeConditionNote(llvm::StringRef NoteText) {
  std::optional<llvm::json::Value> Parsed = parseMachineNote(NoteText, NotePrefix);
  const llvm::json::Object *O = Parsed ? Parsed->getAsObject() : nullptr;
  const llvm::json::Array *Entries = O ? O->getArray("reads_last_error_first") : nullptr;
  if (!Entries)
    return std::nullopt;
  FindingCondition C;
  for (const llvm::json::Value &E : *Entries) {
    const llvm::json::Array *Calls = E.getAsArray();
    if (!Calls)
      return std::nullopt;
    std::vector<std::string> Usrs;
    for (const llvm::json::Value &U : *Calls) {
      std::optional<llvm::StringRef> S = U.getAsString();
      if (!S)
        return std::nullopt;
      Usrs.push_back(S->str());
    }
    C.ReadsLastErrorFirst.push_back(std::move(Usrs));
  }
  return C;
}

void SummaryIndex::add(const UnitSummaries &Unit) {
  Resolved.clear();
  for (const auto &[Usr, Summary] : Unit) {
    auto [It, New] = Summaries.try_emplace(Usr, Summary);
    if (!New && It->second && !(*It->second == Summary))
      It->second.reset(); // two units disagree (two static functions of one name?): unknown
  }
}

void SummaryIndex::set(std::string Usr, std::optional<FunctionSummary> Summary) {
  Resolved.clear();
  Summaries[std::move(Usr)] = std::move(Summary);
}

LastErrorUse SummaryIndex::resolve(llvm::StringRef Usr, llvm::StringMap<bool> &Open) const {
  if (auto Memo = Resolved.find(Usr); Memo != Resolved.end())
    return Memo->second;
  auto It = Summaries.find(Usr.str());
  if (It == Summaries.end() || !It->second)
    return LastErrorUse::None; // defined in no analysed unit, or units disagree
  auto [OpenIt, New] = Open.try_emplace(Usr, false);
  if (!New) {
    OpenIt->second = true; // re-entered: recursion; this path is unknown
    return LastErrorUse::None;
  }
  const LastErrorSummary &S = It->second->LastError;
  LastErrorUse Result = S.Then;
  for (const std::string &Callee : S.Pending)
    if (LastErrorUse U = resolve(Callee, Open); U != LastErrorUse::None) {
      Result = U;
      break;
    }
  bool Reentered = Open.lookup(Usr);
  Open.erase(Usr);
  // A value computed inside a cycle depends on where the walk entered it: not memoized.
  bool InCycle = Reentered || llvm::any_of(Open, [](const auto &E) { return E.getValue(); });
  if (!InCycle)
    Resolved[Usr] = Result;
  return Result;
}

LastErrorUse SummaryIndex::lastErrorUse(llvm::StringRef Usr) const {
  llvm::StringMap<bool> Open;
  return resolve(Usr, Open);
}

LastErrorUse SummaryIndex::firstUse(const std::vector<std::string> &Calls) const {
  for (const std::string &Callee : Calls)
    if (LastErrorUse U = lastErrorUse(Callee); U != LastErrorUse::None)
      return U;
  return LastErrorUse::None;
}

bool SummaryIndex::holds(const FindingCondition &C) const {
  if (C.ReadsLastErrorFirst.empty())
    return false;
  return llvm::all_of(C.ReadsLastErrorFirst, [&](const std::vector<std::string> &Calls) {
    return firstUse(Calls) == LastErrorUse::Read;
  });
}

namespace {
constexpr llvm::StringLiteral IndexFormat = "cudalint-index/1";
} // namespace

std::string renderIndexFile(const SummaryIndex &Index) {
  llvm::json::Object Functions;
  for (const auto &[Usr, Summary] : Index.entries()) {
    if (!Summary) {
      Functions[Usr] = nullptr;
      continue;
    }
    llvm::json::Array Pending;
    for (const std::string &U : Summary->LastError.Pending)
      Pending.push_back(U);
    Functions[Usr] = llvm::json::Object{
        {"last_error",
         llvm::json::Array{std::move(Pending), static_cast<int>(Summary->LastError.Then)}}};
  }
  std::string Text;
  llvm::raw_string_ostream(Text) << llvm::json::Value(
      llvm::json::Object{{"format", IndexFormat}, {"functions", std::move(Functions)}});
  return Text + "\n";
}

llvm::Expected<SummaryIndex> parseIndexFile(llvm::StringRef Text) {
  auto Bad = [](const char *Why) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(), "not a cudalint index: %s",
                                   Why);
  };
  llvm::Expected<llvm::json::Value> Parsed = llvm::json::parse(Text);
  if (!Parsed)
    return Parsed.takeError();
  const llvm::json::Object *O = Parsed->getAsObject();
  if (!O || O->getString("format") != std::optional<llvm::StringRef>(IndexFormat))
    return Bad("another format (expected \"cudalint-index/1\")");
  const llvm::json::Object *Functions = O->getObject("functions");
  if (!Functions)
    return Bad("no functions");
  SummaryIndex Index;
  for (const auto &[Usr, Entry] : *Functions) {
    if (Entry.getAsNull()) {
      Index.set(Usr.str(), std::nullopt);
      continue;
    }
    const llvm::json::Object *F = Entry.getAsObject();
    const llvm::json::Array *L = F ? F->getArray("last_error") : nullptr;
    const llvm::json::Array *Pending = L && L->size() == 2 ? (*L)[0].getAsArray() : nullptr;
    std::optional<int64_t> Use = Pending ? (*L)[1].getAsInteger() : std::nullopt;
    if (!Use || *Use < 0 || *Use > static_cast<int>(LastErrorUse::OwnCudaWork))
      return Bad("a malformed function entry");
    FunctionSummary S;
    S.LastError.Then = static_cast<LastErrorUse>(*Use);
    for (const llvm::json::Value &U : *Pending) {
      std::optional<llvm::StringRef> Callee = U.getAsString();
      if (!Callee)
        return Bad("a malformed function entry");
      S.LastError.Pending.push_back(Callee->str());
    }
    Index.set(Usr.str(), std::move(S));
  }
  return Index;
}

} // namespace clang::tidy::cuda
