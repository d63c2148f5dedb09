// Preloaded (node --import) into a spawned MCP server: whatever port it asks for, it listens on
// 127.0.0.1 port 0 (loopback only, a free port chosen by the kernel), then reports the port on stderr.
import net from 'node:net';

const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function (...args) {
  const cb = args.find((a) => typeof a === 'function');
  this.once('listening', () => process.stderr.write(`FIXTURE_LISTENING ${this.address().port}\n`));
  return cb ? listen.call(this, 0, '127.0.0.1', cb) : listen.call(this, 0, '127.0.0.1');
};
