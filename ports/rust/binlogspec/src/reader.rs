//! Events of a binlog, decoded by the generated parsers with the state a reader carries from
//! event to event: the format description (header length, checksum, post-header lengths), the
//! table maps rows events refer to, the events inside a TRANSACTION_PAYLOAD (zstd), and where
//! encryption begins. Positions are held to the events' log_pos as binlogspec's Python reader
//! holds them, so a damaged file stops at the same offset with the same kind of error.

use std::collections::{HashMap, HashSet, VecDeque};
use std::io::Read;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::rc::Rc;

use kaitai::{BytesReader, KStruct, OptRc};

use crate::error::{BinlogError, ErrorKind, Result};
use crate::parsers::binlog_event::{BinlogEvent, BinlogEvent_Body};
use crate::parsers::event_type::EVENT_TYPE_IDS;
use crate::parsers::table_map_event::TableMapEvent;

pub const MAGIC: &[u8; 4] = b"\xfe\x62\x69\x6e";
pub const ENCRYPTED_MAGIC: &[u8; 4] = b"\xfd\x62\x69\x6e";
/// The longest event accepted (mysqlbinlog's 1 GiB max_allowed_packet, and a header's worth).
pub const MAX_EVENT_SIZE: u64 = (1 << 30) + (1 << 16);
/// The longest uncompressed transaction payload inflated.
pub const MAX_PAYLOAD: u64 = 1 << 32;

pub const START_V3: u8 = 1;
pub const QUERY: u8 = 2;
pub const FDE: u8 = 15;
pub const TABLE_MAP: u8 = 19;
pub const PAYLOAD: u8 = 40;
pub const ANONYMOUS_GTID: u8 = 34;
pub const GTID_LOG: u8 = 33;
pub const GTID_TAGGED: u8 = 42;
pub const MARIADB_GTID: u8 = 162;
pub const START_ENCRYPTION: u8 = 164;
pub const START_5_7_ENCRYPTION: u8 = 159;
const LOG_EVENT_BINLOG_IN_USE_F: u8 = 1;

/// The server's constant name of an event type (`TABLE_MAP_EVENT`), `TYPE_n` for an unknown code.
pub fn type_name(code: u8) -> String {
    match EVENT_TYPE_IDS.iter().find(|(c, _)| *c == code as i64) {
        Some((_, id)) => id.to_ascii_uppercase(),
        None => format!("TYPE_{}", code),
    }
}

fn is_known_code(code: u8) -> bool {
    code != 0 && EVENT_TYPE_IDS.iter().any(|(c, _)| *c == code as i64)
}

/// Whether an event type is a rows event (WRITE/UPDATE/DELETE/PARTIAL_UPDATE, every version).
pub fn is_rows_event(code: u8) -> bool {
    match EVENT_TYPE_IDS.iter().find(|(c, _)| *c == code as i64) {
        Some((_, id)) => {
            (id.ends_with("rows_event") || id.ends_with("rows_event_v1") || id.ends_with("rows_compressed_event")
                || id.ends_with("rows_compressed_event_v1"))
                && *id != "rows_query_log_event"
                && *id != "annotate_rows_event"
        }
        None => false,
    }
}

/// The event type's spec id (`write_rows_event_v1`), if the code is known.
pub fn type_id(code: u8) -> Option<&'static str> {
    EVENT_TYPE_IDS.iter().find(|(c, _)| *c == code as i64).map(|(_, id)| *id)
}

/// The CRC32 an event's last four bytes should hold (an FDE's in-use flag taken as clear).
pub fn event_crc32(data: &[u8]) -> u32 {
    let mut h = crc32fast::Hasher::new();
    if data[4] == FDE && data[17] & LOG_EVENT_BINLOG_IN_USE_F != 0 {
        h.update(&data[..17]);
        h.update(&[data[17] & !LOG_EVENT_BINLOG_IN_USE_F]);
        h.update(&data[18..data.len() - 4]);
    } else {
        h.update(&data[..data.len() - 4]);
    }
    h.finalize()
}

fn u32le(b: &[u8]) -> u32 {
    u32::from_le_bytes([b[0], b[1], b[2], b[3]])
}

/// Whether an FDE written by this server version ends in the checksum-algorithm byte:
/// MySQL from 5.6.1, MariaDB from 5.3.0.
pub fn has_checksum_alg(server_version: &str) -> bool {
    let text = if let Some(rest) = server_version.strip_prefix("5.5.5-") {
        rest
    } else {
        server_version.split('-').next().unwrap_or("")
    };
    let mut nums = Vec::new();
    let mut cur = String::new();
    let mut chars = text.chars().peekable();
    // \d+\.\d+\.\d+ at the start
    while nums.len() < 3 {
        match chars.peek() {
            Some(c) if c.is_ascii_digit() => {
                cur.push(*c);
                chars.next();
            }
            Some('.') if !cur.is_empty() && nums.len() < 2 => {
                nums.push(cur.parse::<u64>().unwrap_or(u64::MAX));
                cur.clear();
                chars.next();
            }
            _ => {
                if cur.is_empty() || nums.len() != 2 {
                    return false;
                }
                nums.push(cur.parse::<u64>().unwrap_or(u64::MAX));
                cur.clear();
            }
        }
    }
    let version = (nums[0], nums[1], nums[2]);
    if server_version.to_lowercase().contains("mariadb") {
        version >= (5, 3, 0)
    } else {
        version >= (5, 6, 1)
    }
}

fn is_version_number(text: &str) -> bool {
    // re.match(r"\d+\.\d+\.\d+", text)
    let b = text.as_bytes();
    let mut i = 0;
    for part in 0..3 {
        let start = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        if i == start {
            return false;
        }
        if part < 2 {
            if i >= b.len() || b[i] != b'.' {
                return false;
            }
            i += 1;
        }
    }
    true
}

/// What the format description in force says about the events after it.
#[derive(Debug, Clone)]
pub struct Context {
    pub binlog_version: u16,
    pub server_version: String,
    pub len_header: u8,
    pub checksum_alg: Option<i64>,
    pub post_header_lens: Vec<u8>,
}

impl Context {
    pub fn len_checksum(&self) -> u8 {
        if self.checksum_alg == Some(1) {
            4
        } else {
            0
        }
    }
    fn table_id_width_of(&self, code: u8) -> usize {
        let post = &self.post_header_lens;
        if post.len() >= code as usize && code > 0 && post[code as usize - 1] == 6 {
            4
        } else {
            6
        }
    }
    /// "mariadb" or "mysql": whose conventions the events follow.
    pub fn flavor(&self) -> &'static str {
        if self.server_version.to_lowercase().contains("mariadb") {
            "mariadb"
        } else {
            "mysql"
        }
    }
}

/// One decoded event. Events from inside a TRANSACTION_PAYLOAD have that event's `pos` and
/// `next_pos`, and their offset in the payload.
pub struct Event {
    pub file: Rc<str>,
    pub pos: u64,
    pub next_pos: u64,
    pub type_code: u8,
    pub timestamp: u32,
    pub server_id: u32,
    /// The event's bytes, header to checksum.
    pub raw: Vec<u8>,
    pub len_header: u8,
    pub len_checksum: u8,
    pub payload_offset: Option<u64>,
    /// The generated parser's object for the whole event (None where `undecoded`).
    pub parsed: Option<OptRc<BinlogEvent>>,
    /// Why the body is kept raw: a rows event whose cells its table map cannot size.
    pub undecoded: Option<String>,
    /// A rows event's TABLE_MAP (as the reader held it when the event was read).
    pub table_map: OptRc<TableMapEvent>,
}

impl Event {
    pub fn type_name(&self) -> String {
        type_name(self.type_code)
    }
    /// The parsed body (None for an undecoded event or a body the spec keeps as bytes).
    pub fn body(&self) -> Option<BinlogEvent_Body> {
        self.parsed.as_ref().and_then(|p| p.body().clone())
    }
}

const V1_POST_HEADER_LENS: [u8; 14] = [56, 11, 0, 0, 0, 18, 0, 4, 4, 4, 4, 18, 0, 0];
const V3_POST_HEADER_LENS: [u8; 14] = [56, 11, 0, 8, 0, 18, 0, 4, 4, 4, 4, 18, 0, 0];

#[derive(PartialEq, Clone, Copy)]
enum Positions {
    Unknown,
    End,
    Start,
    NotOwn,
}

/// Iterates the events of one binlog held in memory.
pub struct Reader {
    name: Rc<str>,
    data: Rc<[u8]>,
    pos: Option<u64>,
    started: bool,
    pub context: Option<Context>,
    pub table_maps: HashMap<u64, OptRc<TableMapEvent>>,
    positions: Positions,
    v3_starts: HashSet<u64>,
    encrypted_from: Option<u64>,
    started_by: u8,
    queue: VecDeque<Result<Event>>,
    failed: bool,
}

fn quiet_panics() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if std::env::var_os("BINLOGSPEC_PANICS").is_some() {
                previous(info);
            }
        }));
    });
}

impl Reader {
    /// A reader over a file's bytes; `name` is what errors and row changes call the file.
    pub fn new(name: &str, data: impl Into<Rc<[u8]>>) -> Self {
        quiet_panics();
        Reader {
            name: Rc::from(name),
            data: data.into(),
            pos: None,
            started: false,
            context: None,
            table_maps: HashMap::new(),
            positions: Positions::Unknown,
            v3_starts: HashSet::new(),
            encrypted_from: None,
            started_by: 0,
            queue: VecDeque::new(),
            failed: false,
        }
    }

    /// A reader over a file.
    pub fn open(path: &str) -> Result<Self> {
        match std::fs::read(path) {
            Ok(bytes) => Ok(Reader::new(path, bytes)),
            Err(e) => Err(BinlogError::new(ErrorKind::Io, path, 0, None, e.to_string())),
        }
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    fn size(&self) -> u64 {
        self.data.len() as u64
    }

    fn error(&self, kind: ErrorKind, message: impl Into<String>, offset: u64, code: Option<u8>) -> BinlogError {
        BinlogError::new(kind, &self.name, offset, code.map(type_name), message)
    }

    fn peek(&self, offset: u64, n: usize) -> &[u8] {
        let size = self.data.len();
        let start = (offset as usize).min(size);
        let end = start.saturating_add(n).min(size);
        &self.data[start..end]
    }

    fn magic(&self) -> Result<u64> {
        let magic = self.peek(0, 4);
        if magic == ENCRYPTED_MAGIC {
            return Err(self.error(
                ErrorKind::Encrypted,
                "file is encrypted (magic fd 62 69 6e, MySQL binlog_encryption); it cannot be decoded without the keyring (--keyring)",
                0,
                None,
            ));
        }
        if magic.len() < 4 {
            return Err(self.error(
                ErrorKind::Truncated,
                format!("expected the 4-byte binlog magic fe 62 69 6e, found {} bytes", magic.len()),
                0,
                None,
            ));
        }
        if magic != MAGIC {
            let hex: Vec<String> = magic.iter().map(|b| format!("{:02x}", b)).collect();
            return Err(self.error(
                ErrorKind::BadMagic,
                format!("expected the binlog magic fe 62 69 6e, found {}", hex.join(" ")),
                0,
                None,
            ));
        }
        Ok(4)
    }

    fn cannot_decrypt(&self, from: u64, pos: u64) -> BinlogError {
        if self.started_by == START_5_7_ENCRYPTION {
            return self.error(
                ErrorKind::Encrypted,
                format!(
                    "the events from here on are encrypted by Percona Server's binlog encryption (started by the event at {}), which binlogspec does not decrypt",
                    from
                ),
                pos,
                None,
            );
        }
        self.error(
            ErrorKind::Encrypted,
            format!(
                "the events from here on are encrypted (encryption started by the event at {}); they cannot be decoded without the key (--key-file)",
                from
            ),
            pos,
            None,
        )
    }

    fn peek_server_version(&self, pos: u64) -> String {
        let raw = self.peek(pos + 19 + 2, 50);
        let end = raw.iter().position(|&b| b == 0).unwrap_or(raw.len());
        String::from_utf8_lossy(&raw[..end]).into_owned()
    }

    /// (header length, checksum length, FDE has the algorithm byte) of the event at `pos`.
    fn frame(&self, code: u8, size: u64, pos: u64) -> Result<(u8, u8, bool)> {
        if code == FDE {
            let alg = has_checksum_alg(&self.peek_server_version(pos));
            return Ok((19, if alg { 4 } else { 0 }, alg));
        }
        match &self.context {
            None => {
                if code == START_V3 {
                    return Ok((if size == 13 + 56 { 13 } else { 19 }, 0, false));
                }
                Err(self.error(
                    ErrorKind::DecodeError,
                    format!("expected a FORMAT_DESCRIPTION_EVENT or START_EVENT_V3 first, found {}", type_name(code)),
                    pos,
                    Some(code),
                ))
            }
            Some(c) => Ok((c.len_header, c.len_checksum(), false)),
        }
    }

    /// The next event, or None at the end; after an error, None.
    pub fn next_event(&mut self) -> Option<Result<Event>> {
        if let Some(item) = self.queue.pop_front() {
            if item.is_err() {
                self.failed = true;
            }
            return Some(item);
        }
        if self.failed {
            return None;
        }
        if !self.started {
            self.started = true;
            match self.magic() {
                Ok(p) => self.pos = Some(p),
                Err(e) => {
                    self.failed = true;
                    return Some(Err(e));
                }
            }
        }
        let pos = self.pos?;
        match self.read_at(pos) {
            Ok(None) => {
                self.pos = None;
                None
            }
            Ok(Some(event)) => Some(Ok(event)),
            Err(e) => {
                self.failed = true;
                Some(Err(e))
            }
        }
    }

    fn read_at(&mut self, pos: u64) -> Result<Option<Event>> {
        if let Some(from) = self.encrypted_from {
            if pos < self.size() {
                return Err(self.cannot_decrypt(from, pos));
            }
        }
        let first = self.peek(pos, 13);
        if first.is_empty() {
            return Ok(None);
        }
        if first.len() < 13 {
            return Err(self.error(
                ErrorKind::Truncated,
                format!("expected an event header, found only {} bytes before the end of the file", first.len()),
                pos,
                None,
            ));
        }
        let code = first[4];
        let size = u32le(&first[9..13]) as u64;
        let (len_header, len_checksum, fde_alg) = self.frame(code, size, pos)?;
        if size < (len_header + len_checksum) as u64 {
            return Err(self.error(
                ErrorKind::LengthOutOfBounds,
                format!(
                    "event size {} is smaller than its header and checksum ({} bytes)",
                    size,
                    len_header as u64 + len_checksum as u64
                ),
                pos,
                Some(code),
            ));
        }
        if size > MAX_EVENT_SIZE {
            return Err(self.error(
                ErrorKind::LengthOutOfBounds,
                format!("event declares {} bytes, more than the {} any server writes", size, MAX_EVENT_SIZE),
                pos,
                Some(code),
            ));
        }
        if size > self.size() - pos {
            return Err(self.error(
                ErrorKind::Truncated,
                format!("event declares {} bytes but the file has only {} left", size, self.size() - pos),
                pos,
                Some(code),
            ));
        }
        let data = self.peek(pos, size as usize).to_vec();
        let event = self.decode(data, pos, pos + size, len_header, len_checksum, fde_alg, None, true)?;
        self.pos = Some(pos + size);
        if event.type_code == PAYLOAD {
            self.payload_events(&event);
        } else if event.type_code == START_ENCRYPTION || event.type_code == START_5_7_ENCRYPTION {
            self.encrypted_from = Some(pos);
            self.started_by = event.type_code;
        }
        Ok(Some(event))
    }

    #[allow(clippy::too_many_arguments)]
    fn decode(&mut self, data: Vec<u8>, pos: u64, next_pos: u64, len_header: u8, len_checksum: u8, fde_alg: bool,
              payload_offset: Option<u64>, top: bool) -> Result<Event> {
        let code = data[4];
        let mut checksum_ok = false;
        if code == FDE && len_checksum == 0 && data.len() >= 19 + 57 + 5 {
            let alg_byte = data[data.len() - 5];
            if (alg_byte == 0 || alg_byte == 1) && event_crc32(&data) == u32le(&data[data.len() - 4..]) {
                let raw = &data[21..71.min(data.len())];
                let end = raw.iter().position(|&b| b == 0).unwrap_or(raw.len());
                let version = String::from_utf8_lossy(&raw[..end]).into_owned();
                return Err(self.error(
                    ErrorKind::DecodeError,
                    format!(
                        "server version {:?} predates binlog checksums, but the event ends in a checksum-algorithm byte and a CRC32 that holds: the version text is damaged",
                        version
                    ),
                    pos,
                    Some(code),
                ));
            }
        }
        if len_checksum > 0 {
            let said = u32le(&data[data.len() - 4..]);
            let computed = event_crc32(&data);
            if said == computed {
                checksum_ok = true;
            } else {
                return Err(self.error(
                    ErrorKind::ChecksumMismatch,
                    format!("CRC32 mismatch: the event says {:08x}, its bytes give {:08x}", said, computed),
                    pos,
                    Some(code),
                ));
            }
        }
        if top && len_header >= 19 {
            if let Err(e) = self.check_position(pos, data.len() as u64, u32le(&data[13..17]) as u64, code) {
                if !checksum_ok && (self.positions == Positions::Start || !self.chain_follows(pos + data.len() as u64)) {
                    return Err(e);
                }
            }
        }
        let timestamp = u32le(&data[0..4]);
        let server_id = u32le(&data[5..9]);
        let mut table_map = OptRc::default();
        if is_rows_event(code) {
            table_map = self.table_map_for(&data, len_header, code);
        }
        let post_header_lens = self.context.as_ref().map(|c| c.post_header_lens.clone()).unwrap_or_default();
        let mut event = Event {
            file: self.name.clone(),
            pos,
            next_pos,
            type_code: code,
            timestamp,
            server_id,
            raw: Vec::new(),
            len_header,
            len_checksum,
            payload_offset,
            parsed: None,
            undecoded: None,
            table_map: table_map.clone(),
        };
        match parse_event(&data, len_header, len_checksum, &post_header_lens, fde_alg, &table_map) {
            Ok(parsed) => event.parsed = Some(parsed),
            Err(reason) => {
                if is_rows_event(code) && (checksum_ok || len_checksum == 0) {
                    let reason = if table_map.is_none() {
                        let table_id = self.table_id(&data, len_header, code);
                        format!("no TABLE_MAP event for table id {}", table_id)
                    } else {
                        reason
                    };
                    event.undecoded = Some(format!("row images do not fit the table map: {}", reason));
                    event.raw = data;
                    return Ok(event);
                }
                return Err(self.error(
                    ErrorKind::DecodeError,
                    format!("body does not match its layout: {}", reason),
                    pos,
                    Some(code),
                ));
            }
        }
        event.raw = data;
        self.update_state(&event)?;
        Ok(event)
    }

    fn table_id(&self, data: &[u8], len_header: u8, code: u8) -> u64 {
        let width = self.context.as_ref().map(|c| c.table_id_width_of(code)).unwrap_or(6);
        let start = len_header as usize;
        let mut v: u64 = 0;
        for (i, b) in data[start..(start + width).min(data.len())].iter().enumerate() {
            v |= (*b as u64) << (8 * i);
        }
        v
    }

    fn table_map_for(&self, data: &[u8], len_header: u8, code: u8) -> OptRc<TableMapEvent> {
        let id = self.table_id(data, len_header, code);
        self.table_maps.get(&id).cloned().unwrap_or_default()
    }

    fn check_position(&mut self, pos: u64, size: u64, log_pos: u64, code: u8) -> Result<()> {
        if pos == 4 && self.positions == Positions::Unknown {
            if log_pos == pos + size {
                self.positions = Positions::End;
            } else if log_pos == pos {
                self.positions = Positions::Start;
            } else if log_pos == 1 && code == START_V3 {
                self.positions = Positions::Start;
            } else if log_pos != 0 {
                return Err(self.error(
                    ErrorKind::LengthOutOfBounds,
                    format!(
                        "the file's first event is {} bytes long, so its log_pos should be {}; it is {}",
                        size,
                        pos + size,
                        log_pos
                    ),
                    pos,
                    Some(code),
                ));
            }
        } else if log_pos == 0 {
            self.positions = Positions::NotOwn;
        } else if self.positions == Positions::End && log_pos != pos + size {
            return Err(self.error(
                ErrorKind::LengthOutOfBounds,
                format!(
                    "event size {} puts its end at {}, but its log_pos says {} (every event before it ended at its log_pos)",
                    size,
                    pos + size,
                    log_pos
                ),
                pos,
                Some(code),
            ));
        } else if self.positions == Positions::Start && log_pos != pos && !self.v3_starts.contains(&log_pos) {
            return Err(self.error(
                ErrorKind::LengthOutOfBounds,
                format!("log_pos {} should be the event's own offset {}, as for every event before it", log_pos, pos),
                pos,
                Some(code),
            ));
        }
        if self.positions == Positions::Start {
            if self.v3_starts.len() < 1 << 16 {
                self.v3_starts.insert(pos);
            }
            let after = pos + size;
            let head = self.peek(after, 19).to_vec();
            if head.len() == 19 {
                let following = u32le(&head[13..17]) as u64;
                let hsize = u32le(&head[9..13]) as u64;
                let fits = 19 <= hsize && hsize <= self.size() - after;
                if following != after
                    && !self.v3_starts.contains(&following)
                    && !(following == 0 && fits)
                    && !self.v3_chain_holds(after, &head)
                {
                    return Err(self.error(
                        ErrorKind::LengthOutOfBounds,
                        format!(
                            "event size {} puts the next event at {}, but the header there has log_pos {}",
                            size, after, following
                        ),
                        pos,
                        Some(code),
                    ));
                }
            }
        }
        Ok(())
    }

    fn chain_follows(&self, mut at: u64) -> bool {
        let limit = self.size();
        let len_header = self.context.as_ref().map(|c| c.len_header).unwrap_or(19) as u64;
        let len_checksum = self.context.as_ref().map(|c| c.len_checksum()).unwrap_or(0) as u64;
        for _ in 0..3 {
            if at == limit {
                return true;
            }
            let head = self.peek(at, 13);
            if head.len() < 13 || !is_known_code(head[4]) {
                return false;
            }
            let size = u32le(&head[9..13]) as u64;
            if size < len_header + len_checksum || size > limit - at || size > MAX_EVENT_SIZE {
                return false;
            }
            at += size;
        }
        true
    }

    fn v3_chain_holds(&self, at: u64, head: &[u8]) -> bool {
        let nxt = at + u32le(&head[9..13]) as u64;
        if nxt == self.size() {
            return true;
        }
        let further = if at < nxt && nxt < self.size() { self.peek(nxt, 19) } else { &[][..] };
        if further.len() < 19 {
            return false;
        }
        let log_pos = u32le(&further[13..17]) as u64;
        log_pos == nxt || log_pos == at || self.v3_starts.contains(&log_pos)
    }

    fn update_state(&mut self, event: &Event) -> Result<()> {
        let code = event.type_code;
        if code != FDE && code != START_V3 && code != TABLE_MAP {
            return Ok(());
        }
        let body = match event.body() {
            Some(b) => b,
            None => return Ok(()),
        };
        match body {
            BinlogEvent_Body::FormatDescriptionEvent(fde) => {
                let binlog_version = *fde.binlog_version();
                let version = fde.server_version().clone();
                if binlog_version != 4 || !is_version_number(&version) {
                    let shown: String = version.chars().take(50).collect();
                    return Err(self.error(
                        ErrorKind::DecodeError,
                        format!(
                            "not a format description: binlog version {}, server version {:?} (expected 4 and a version number)",
                            binlog_version, shown
                        ),
                        event.pos,
                        Some(code),
                    ));
                }
                let len_common_header = *fde.len_common_header();
                if len_common_header < 19 {
                    return Err(self.error(
                        ErrorKind::DecodeError,
                        format!(
                            "the format description gives event headers of {} bytes; v4 headers take at least 19",
                            len_common_header
                        ),
                        event.pos,
                        Some(code),
                    ));
                }
                let alg = if *fde.has_checksum_alg() { Some(i64::from(&*fde.checksum_alg())) } else { None };
                self.context = Some(Context {
                    binlog_version,
                    server_version: version,
                    len_header: len_common_header,
                    checksum_alg: alg,
                    post_header_lens: fde.post_header_lens().clone(),
                });
                self.table_maps.clear();
            }
            BinlogEvent_Body::StartEventV3(start) => {
                let version = *start.binlog_version();
                if (version == 1) != (event.len_header == 13) {
                    return Err(self.error(
                        ErrorKind::DecodeError,
                        format!(
                            "START_EVENT_V3 says binlog version {}, whose headers are {} bytes, but its own header is {}",
                            version,
                            if version == 1 { 13 } else { 19 },
                            event.len_header
                        ),
                        event.pos,
                        Some(code),
                    ));
                }
                self.context = Some(Context {
                    binlog_version: version,
                    server_version: start.server_version().clone(),
                    len_header: if version == 1 { 13 } else { 19 },
                    checksum_alg: None,
                    post_header_lens: if version == 1 { V1_POST_HEADER_LENS.to_vec() } else { V3_POST_HEADER_LENS.to_vec() },
                });
            }
            BinlogEvent_Body::TableMapEvent(tm) => {
                let id = match tm.table_id() {
                    Ok(v) => *v as u64,
                    Err(e) => {
                        return Err(self.error(ErrorKind::DecodeError, format!("body does not match its layout: {}", e), event.pos, Some(code)))
                    }
                };
                self.table_maps.insert(id, tm.clone());
            }
            _ => {}
        }
        Ok(())
    }

    /// The events inside a TRANSACTION_PAYLOAD_EVENT, queued (an error last).
    fn payload_events(&mut self, outer: &Event) {
        let result = self.payload_events_inner(outer);
        if let Err(e) = result {
            self.queue.push_back(Err(e));
        }
    }

    fn payload_events_inner(&mut self, outer: &Event) -> Result<()> {
        let body = match outer.body() {
            Some(BinlogEvent_Body::TransactionPayloadEvent(p)) => p,
            _ => {
                return Err(self.error(
                    ErrorKind::DecodeError,
                    "payload event lacks its compression type or its payload field",
                    outer.pos,
                    Some(PAYLOAD),
                ))
            }
        };
        let has_compression = body.idx_compression_type().map(|i| *i >= 0).unwrap_or(false);
        let has_uncompressed = body.idx_uncompressed_size().map(|i| *i >= 0).unwrap_or(false);
        let compression = if has_compression { body.compression_type().map(|c| i64::from(&*c)).ok() } else { None };
        let claimed = if has_uncompressed { body.uncompressed_size().map(|v| *v as u64).ok() } else { None };
        let compression = match compression {
            Some(c) => c,
            None => {
                return Err(self.error(
                    ErrorKind::DecodeError,
                    "payload event lacks its compression type or its payload field",
                    outer.pos,
                    Some(PAYLOAD),
                ))
            }
        };
        let payload = body.payload().clone();
        let (plain, claimed) = match compression {
            0 => {
                if let Some(c) = claimed {
                    if c > MAX_PAYLOAD {
                        return Err(self.error(
                            ErrorKind::LengthOutOfBounds,
                            format!("payload claims {} uncompressed bytes, more than the {} allowed", c, MAX_PAYLOAD),
                            outer.pos,
                            Some(PAYLOAD),
                        ));
                    }
                }
                let mut out = Vec::new();
                let decoded = ruzstd::decoding::StreamingDecoder::new(&payload[..])
                    .map_err(|e| e.to_string())
                    .and_then(|d| d.take(MAX_PAYLOAD).read_to_end(&mut out).map_err(|e| e.to_string()));
                if let Err(e) = decoded {
                    return Err(self.error(
                        ErrorKind::DecodeError,
                        format!("zstd payload does not decompress: {}", e),
                        outer.pos,
                        Some(PAYLOAD),
                    ));
                }
                (out, claimed)
            }
            255 => {
                let n = payload.len() as u64;
                (payload, Some(claimed.unwrap_or(n)))
            }
            other => {
                return Err(self.error(
                    ErrorKind::Unsupported,
                    format!("unknown payload compression type {}", other),
                    outer.pos,
                    Some(PAYLOAD),
                ))
            }
        };
        let mut offset: u64 = 0;
        loop {
            let at = offset as usize;
            if at >= plain.len() {
                break;
            }
            let head = &plain[at..(at + 19).min(plain.len())];
            if head.len() < 19 {
                return Err(self.error(
                    ErrorKind::Truncated,
                    format!("payload ends inside an event header at payload offset {}", offset),
                    outer.pos,
                    Some(PAYLOAD),
                ));
            }
            let size = u32le(&head[9..13]) as u64;
            let room: i64 = match claimed {
                Some(c) => c as i64 - offset as i64,
                None => MAX_EVENT_SIZE as i64,
            };
            if size < 19 || size as i64 > room.min(MAX_EVENT_SIZE as i64) {
                return Err(self.error(
                    ErrorKind::LengthOutOfBounds,
                    format!("event at payload offset {} declares {} bytes; {} remain", offset, size, room.max(0)),
                    outer.pos,
                    Some(PAYLOAD),
                ));
            }
            let end = (at + size as usize).min(plain.len());
            let data = plain[at..end].to_vec();
            if (data.len() as u64) < size {
                return Err(self.error(
                    ErrorKind::LengthOutOfBounds,
                    format!(
                        "event at payload offset {} declares {} bytes; the payload ends after {}",
                        offset,
                        size,
                        data.len()
                    ),
                    outer.pos,
                    Some(PAYLOAD),
                ));
            }
            let event = self.decode(data, outer.pos, outer.next_pos, 19, 0, false, Some(offset), false)?;
            self.queue.push_back(Ok(event));
            offset += size;
        }
        if let Some(c) = claimed {
            if offset != c {
                return Err(self.error(
                    ErrorKind::DecodeError,
                    format!("payload should decompress to {} bytes, gave {}", c, offset),
                    outer.pos,
                    Some(PAYLOAD),
                ));
            }
        }
        Ok(())
    }
}

impl Iterator for Reader {
    type Item = Result<Event>;
    fn next(&mut self) -> Option<Self::Item> {
        self.next_event()
    }
}

/// Parse one event's bytes with the generated BinlogEvent and the reader's context; the error
/// text of a parse that fails (a spec's verdict, or a panic of the generated code).
pub fn parse_event(data: &[u8], len_header: u8, len_checksum: u8, post_header_lens: &[u8], fde_alg: bool,
                   table_map: &OptRc<TableMapEvent>) -> std::result::Result<OptRc<BinlogEvent>, String> {
    let io = BytesReader::from(data);
    let lens = post_header_lens.to_vec();
    let tm = table_map.clone();
    let run = catch_unwind(AssertUnwindSafe(|| {
        let init = |t: &mut BinlogEvent| {
            t.set_params(len_header, len_checksum, &lens, fde_alg, &tm);
            Ok(())
        };
        BinlogEvent::read_into_with_init::<BytesReader, BinlogEvent>(&io, None, None, &init)
    }));
    match run {
        Ok(Ok(parsed)) => Ok(parsed),
        Ok(Err(e)) => Err(format!("{}", e)),
        Err(panic) => Err(panic_text(panic)),
    }
}

pub(crate) fn panic_text(panic: Box<dyn std::any::Any + Send>) -> String {
    if let Some(s) = panic.downcast_ref::<String>() {
        s.clone()
    } else if let Some(s) = panic.downcast_ref::<&str>() {
        s.to_string()
    } else {
        "the generated parser stopped".to_string()
    }
}
