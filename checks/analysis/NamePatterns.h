//===--- NamePatterns.h - check options: names as regular expressions, and flags -----------===//
#ifndef CUDALINT_CHECKS_ANALYSIS_NAMEPATTERNS_H
#define CUDALINT_CHECKS_ANALYSIS_NAMEPATTERNS_H

#include "clang-tidy/ClangTidyCheck.h"
#include "llvm/Support/Regex.h"
#include <string>
#include <vector>

namespace clang::tidy::cuda {

/// The `;`-separated regular expressions of option \p Option (each anchored, a leading `::`
/// dropped); an invalid one is reported as a configuration error and left out.
inline std::vector<llvm::Regex> parseNamePatterns(ClangTidyCheck &Check, StringRef Option,
                                                  StringRef List) {
  std::vector<llvm::Regex> Out;
  llvm::SmallVector<StringRef, 4> Items;
  List.split(Items, ';', -1, /*KeepEmpty=*/false);
  for (StringRef Item : Items) {
    Item = Item.trim();
    Item.consume_front("::");
    if (Item.empty())
      continue;
    llvm::Regex R(("^(" + Item + ")$").str());
    std::string Error;
    if (!R.isValid(Error)) {
      Check.configurationDiag("invalid regular expression '%0' in option %1: %2")
          << Item << Option << Error;
      continue;
    }
    Out.push_back(std::move(R));
  }
  return Out;
}

/// True when one of \p Patterns matches \p Name.
inline bool matchesAny(const std::vector<llvm::Regex> &Patterns, StringRef Name) {
  for (const llvm::Regex &R : Patterns)
    if (R.match(Name))
      return true;
  return false;
}

/// A flag option's value: `true` (any case) or `1` (the plugin links no clang-tidy core, so
/// flags are read as text).
inline bool isTrueOption(StringRef Text) { return Text.equals_insensitive("true") || Text == "1"; }

} // namespace clang::tidy::cuda

#endif
