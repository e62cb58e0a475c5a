// Where a release lives, from package.json: the GitHub repository (package.json `repository`, the one place
// to set it) and the version. scripts/build.mjs writes these URLs into dist/system.json; the source
// system.json carries none, so no URL can name a repository that does not exist. With no repository set,
// the built manifest has no URLs (a manual install from dist/ needs none) and the release check refuses.

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

/** dist/system.json: the source manifest, its version from package.json, and the release URLs when a repository is set. */
export function builtManifest(source, pkg) {
  const repository = repositoryOf(pkg);
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
 * in package.json, a workflow running in another repository, or a tag that is not v<package.json version>.
 */
export function releaseProblems(pkg, sourceManifest, env) {
  const problems = [];
  const repository = repositoryOf(pkg);
  if (!repository) problems.push('package.json has no GitHub "repository" (owner/name): set it there, the one place the release URLs come from.');
  else if (env.GITHUB_REPOSITORY && env.GITHUB_REPOSITORY.toLowerCase() !== repository.toLowerCase()) {
    problems.push(`package.json names the repository ${repository}, but this runs in ${env.GITHUB_REPOSITORY}: the manifest would point elsewhere.`);
  }
  if (env.GITHUB_REF_TYPE === "tag" && env.GITHUB_REF_NAME !== `v${pkg.version}`) {
    problems.push(`The tag ${env.GITHUB_REF_NAME} is not v${pkg.version} (package.json version): the download URL would not match.`);
  }
  if (sourceManifest.version !== pkg.version) {
    problems.push(`system.json says version ${sourceManifest.version}, package.json ${pkg.version}: make them the same.`);
  }
  return problems;
}
