// Where a release lives: the GitHub repository and package.json's version. In GitHub Actions
// (GITHUB_ACTIONS=true) the repository is the one the workflow runs in (GITHUB_REPOSITORY), so a tag pushed
// in any fork releases with URLs naming that fork and no file edited; elsewhere it is package.json's
// `repository`. scripts/build.mjs writes these URLs into dist/system.json; the source system.json carries
// none, so no URL can name a repository that does not exist. With neither, the built manifest has no URLs
// (a manual install from dist/ needs none) and the release check refuses.

/** The URL fields the build writes into dist/system.json. */
export const RELEASE_FIELDS = ["url", "manifest", "download", "bugs", "readme", "changelog"];

const OWNER_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/;

/**
 * "owner/name" from package.json's `repository` (a string "owner/name", "github:owner/name", a github.com
 * URL, or npm's { type, url } object), or null when it is unset or not a GitHub repository.
 */
export function repositoryOf(pkg) {
  const raw = typeof pkg?.repository === "string" ? pkg.repository : pkg?.repository?.url;
  if (typeof raw !== "string" || !raw.trim()) return null;
  const slug = raw.trim()
    .replace(/^git\+/, "")
    .replace(/^github:/, "")
    .replace(/^(?:https?|git|ssh):\/\/(?:git@)?github\.com\//, "")
    .replace(/^git@github\.com:/, "")
    .replace(/\.git$/, "")
    .replace(/\/$/, "");
  return OWNER_NAME.test(slug) ? slug : null;
}

/**
 * The repository a build's URLs name: in GitHub Actions the one the workflow runs in (GITHUB_REPOSITORY),
 * otherwise package.json's `repository`; null with neither (or when the one that applies is not owner/name).
 */
export function releaseRepository(pkg, env = {}) {
  if (env.GITHUB_ACTIONS === "true" && typeof env.GITHUB_REPOSITORY === "string" && env.GITHUB_REPOSITORY) {
    return repositoryOf({ repository: env.GITHUB_REPOSITORY });
  }
  return repositoryOf(pkg);
}

/**
 * The manifest's URL fields for this repository and version: the download is this version's release asset,
 * the manifest the latest release's (Foundry checks it for updates), readme and changelog as of this tag.
 */
export function releaseUrls(repository, version) {
  const home = `https://github.com/${repository}`;
  return {
    url: home,
    manifest: `${home}/releases/latest/download/system.json`,
    download: `${home}/releases/download/v${version}/eote.zip`,
    bugs: `${home}/issues`,
    readme: `${home}/blob/v${version}/README.md`,
    changelog: `${home}/blob/v${version}/CHANGELOG.md`,
  };
}

/**
 * dist/system.json: the source manifest, its version from package.json, and the release URLs when a
 * repository applies (releaseRepository: the Actions repository, else package.json's).
 */
export function builtManifest(source, pkg, env = {}) {
  const repository = releaseRepository(pkg, env);
  const manifest = { ...source, version: pkg.version };
  for (const field of RELEASE_FIELDS) delete manifest[field];
  return repository ? insertAfter(manifest, "license", releaseUrls(repository, pkg.version)) : manifest;
}

/** The object with `extra`'s keys placed right after `key` (system.json keeps its familiar order). */
function insertAfter(object, key, extra) {
  const out = {};
  for (const [k, v] of Object.entries(object)) {
    out[k] = v;
    if (k === key) Object.assign(out, extra);
  }
  return { ...out, ...extra };
}

/**
 * Problems that stop a release (the workflow runs scripts/release-check.mjs before building): no repository
 * to name (neither the Actions repository nor package.json's), or a tag that is not v<package.json version>.
 * A fork's workflow names the fork: package.json's `repository` is not consulted in Actions.
 */
export function releaseProblems(pkg, sourceManifest, env) {
  const problems = [];
  if (!releaseRepository(pkg, env)) {
    problems.push('No GitHub repository to name: run in GitHub Actions (GITHUB_REPOSITORY) or set package.json\'s "repository" (owner/name).');
  }
  if (env.GITHUB_REF_TYPE === "tag" && env.GITHUB_REF_NAME !== `v${pkg.version}`) {
    problems.push(`The tag ${env.GITHUB_REF_NAME} is not v${pkg.version} (package.json version): the download URL would not match.`);
  }
  if (sourceManifest.version !== pkg.version) {
    problems.push(`system.json says version ${sourceManifest.version}, package.json ${pkg.version}: make them the same.`);
  }
  return problems;
}
