// This is a generated file! Please edit source .ksy file and use kaitai-struct-compiler to rebuild

(function (root, factory) {
  if (typeof define === 'function' && define.amd) {
    define(['exports', 'kaitai-struct/KaitaiStream'], factory);
  } else if (typeof exports === 'object' && exports !== null && typeof exports.nodeType !== 'number') {
    factory(exports, require('kaitai-struct/KaitaiStream'));
  } else {
    factory(root.MariadbStartEncryptionEvent || (root.MariadbStartEncryptionEvent = {}), root.KaitaiStream);
  }
})(typeof self !== 'undefined' ? self : this, function (MariadbStartEncryptionEvent_, KaitaiStream) {
/**
 * MariaDB 10.1.7+ with encrypt_binlog=ON writes this event right after the format description
 * of every binary log file; every event after it is encrypted (AES, with the key version named
 * here and an IV made of the nonce and the event's offset), so only a reader with the key can
 * go on. Replicas never see it: the server decrypts before sending.
 * @see {@link https://github.com/MariaDB/server/blob/11.4/sql/log_event.cc|Source}
 * @see {@link https://github.com/MariaDB/server/blob/11.4/sql/log_event.h|Source}
 * @see {@link https://mariadb.com/kb/en/start_encryption_event/|Source}
 */

var MariadbStartEncryptionEvent = (function() {
  function MariadbStartEncryptionEvent(_io, _parent, _root) {
    this._io = _io;
    this._parent = _parent;
    this._root = _root || this;

    this._read();
  }
  MariadbStartEncryptionEvent.prototype._read = function() {
    this.cryptoScheme = this._io.readU1();
    this.keyVersion = this._io.readU4le();
    this.nonce = this._io.readBytes(12);
  }

  /**
   * Encryption scheme; 1 is the only one defined.
   */

  /**
   * Version of the encryption key (of key id 1 by default) used for the events that follow.
   */

  /**
   * Random nonce, the fixed part of every event's IV.
   */

  return MariadbStartEncryptionEvent;
})();
MariadbStartEncryptionEvent_.MariadbStartEncryptionEvent = MariadbStartEncryptionEvent;
});
