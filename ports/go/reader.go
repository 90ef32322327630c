package binlogspec

// The events of a binlog, framed and decoded as formats/README.md ("The context an event
// needs") says, with the checks of binlogspec's reader (python/binlogspec/reader.py): the magic,
// each event's size against its log_pos, its CRC32, the format description in force, the table
// maps, and the events inside a TRANSACTION_PAYLOAD_EVENT. Every event body is parsed by the
// generated parsers (package parsers).

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"regexp"
	"strconv"
	"strings"

	"binlogspec.dev/binlogspec/parsers"
	"github.com/kaitai-io/kaitai_struct_go_runtime/kaitai"
	"github.com/klauspost/compress/zstd"
)

// Event type codes the reader acts on.
const (
	codeStartV3             = 1
	codeQuery               = 2
	codeFDE                 = 15
	codeXID                 = 16
	codeTableMap            = 19
	codeRowsQuery           = 29
	codeGTID                = 33
	codeAnonymousGTID       = 34
	codePayload             = 40
	codeGTIDTagged          = 42
	codeStart57Encryption   = 159
	codeAnnotateRows        = 160
	codeMariaGTID           = 162
	codeStartEncryption     = 164
	maxEventSize            = 1<<30 + 1<<16
	logEventBinlogInUseFlag = 0x1
)

var rowsEvents = map[int]bool{20: true, 21: true, 22: true, 23: true, 24: true, 25: true, 30: true, 31: true,
	32: true, 39: true, 166: true, 167: true, 168: true, 169: true, 170: true, 171: true}

// deferred: event types whose bodies a walk of row changes never reads; one whose CRC32 holds is
// not parsed (as binlogspec's rows walk leaves them).
var deferred = map[int]bool{codeXID: true, codeAnnotateRows: true, codeRowsQuery: true}

var knownCodes = func() map[int]bool {
	m := map[int]bool{}
	for c := range eventTypeNames {
		if c != 0 {
			m[c] = true
		}
	}
	return m
}()

// Post-header lengths of binlog v1 and v3 files, which have no FDE to say them.
var v1v3PostHeaderLens = map[int][]byte{
	1: {56, 11, 0, 0, 0, 18, 0, 4, 4, 4, 4, 18, 0, 0},
	3: {56, 11, 0, 8, 0, 18, 0, 4, 4, 4, 4, 18, 0, 0},
}

var (
	magic          = []byte{0xfe, 0x62, 0x69, 0x6e}
	encryptedMagic = []byte{0xfd, 0x62, 0x69, 0x6e}
	versionRe      = regexp.MustCompile(`^(\d+)\.(\d+)\.(\d+)`)
	dropBuilds     = regexp.MustCompile(`^(5\.1\.[1-5]-a_drop5|5\.1\.4-a_drop6|5\.2\.[0-2]-a_drop6)`)
	dropTypes      = map[int]int{16: 19, 17: 20, 18: 21, 19: 22, 20: 16, 21: 17, 22: 18}
)

// format is what the format description in force says of the events after it.
type format struct {
	binlogVersion  int
	serverVersion  string
	lenHeader      int
	checksumAlg    int // -1: none written
	postHeaderLens []byte
	typeCodes      []byte // nil, or today's code of each written code (5.1/5.2 development builds)
}

func (f *format) lenChecksum() int {
	if f.checksumAlg == 1 {
		return 4
	}
	return 0
}

func (f *format) tableIDWidth(code int) int {
	if len(f.postHeaderLens) >= code && f.postHeaderLens[code-1] == 6 {
		return 4
	}
	return 6
}

// Event is one decoded event: its offset Pos (a payload's inner events share the payload's),
// its type code, header fields and the generated parse (nil where a rows event's images do not
// fit its table map: Undecoded says why).
type Event struct {
	File          string
	Pos           int64
	NextPos       int64
	Code          int
	ServerID      uint32
	Timestamp     uint32
	PayloadOffset int // -1 for a top-level event
	Checksum      string
	Parsed        *parsers.BinlogEvent
	TableMap      *parsers.TableMapEvent
	Undecoded     string
	data          []byte
	lenHeader     int
	lenChecksum   int
}

// TypeName is the server's name of the event's type.
func (e *Event) TypeName() string { return TypeName(e.Code) }

// Reader reads the events of one binlog held in memory.
type Reader struct {
	name          string
	data          []byte
	size          int64
	ctx           *format
	tableMaps     map[int64]*parsers.TableMapEvent
	unsized       map[int64]string
	positions     string // "end" (v4), "start" (v1/v3), "none" (not the file's own), "" unknown
	v3Starts      map[int64]bool
	encryptedFrom int64
	startedBy     int
}

func newReader(name string, data []byte) *Reader {
	return &Reader{name: name, data: data, size: int64(len(data)), tableMaps: map[int64]*parsers.TableMapEvent{},
		unsized: map[int64]string{}, v3Starts: map[int64]bool{}, encryptedFrom: -1}
}

func (r *Reader) fault(kind, message string, offset int64, code int) *Error {
	e := &Error{Kind: kind, File: r.name, Offset: offset, Message: message}
	if code >= 0 {
		e.EventType = TypeName(code)
	}
	return e
}

// peek returns up to n bytes at offset.
func (r *Reader) peek(offset int64, n int) []byte {
	if offset < 0 || offset >= r.size {
		return nil
	}
	end := offset + int64(n)
	if end > r.size {
		end = r.size
	}
	return r.data[offset:end]
}

func cString(b []byte) string {
	if i := bytes.IndexByte(b, 0); i >= 0 {
		b = b[:i]
	}
	return strings.ToValidUTF8(string(b), "\ufffd")
}

func (r *Reader) peekServerVersion(pos int64) string {
	return cString(r.peek(pos+19+2, 50))
}

// hasChecksumAlg: whether an FDE written by this server version ends in the checksum-algorithm
// byte (and a checksum): MySQL from 5.6.1, MariaDB from 5.3.0.
func hasChecksumAlg(version string) bool {
	text := version
	if strings.HasPrefix(version, "5.5.5-") {
		text = version[6:]
	} else if i := strings.Index(version, "-"); i >= 0 {
		text = version[:i]
	}
	m := versionRe.FindStringSubmatch(text)
	if m == nil {
		return false
	}
	v := [3]int{}
	for i := range v {
		v[i], _ = strconv.Atoi(m[i+1])
	}
	want := [3]int{5, 6, 1}
	if strings.Contains(strings.ToLower(version), "mariadb") {
		want = [3]int{5, 3, 0}
	}
	for i := range v {
		if v[i] != want[i] {
			return v[i] > want[i]
		}
	}
	return true
}

// eventCRC32 is the CRC32 an event's last four bytes should hold (an FDE's in-use flag taken as
// clear, as the server's own check does).
func eventCRC32(data []byte) uint32 {
	body := data[:len(data)-4]
	if data[4] == codeFDE && data[17]&logEventBinlogInUseFlag != 0 {
		crc := crc32.ChecksumIEEE(data[:17])
		crc = crc32.Update(crc, crc32.IEEETable, []byte{data[17] &^ logEventBinlogInUseFlag})
		return crc32.Update(crc, crc32.IEEETable, body[18:])
	}
	return crc32.ChecksumIEEE(body)
}

func le32(b []byte) uint32 { return binary.LittleEndian.Uint32(b) }

// walk calls yield with every event of the file, in order; it stops at the first fault and
// returns its *Error.
func (r *Reader) walk(yield func(*Event) error) error {
	pos, err := r.checkMagic()
	if err != nil {
		return err
	}
	for pos < r.size {
		if r.encryptedFrom >= 0 {
			return r.cannotDecrypt(pos)
		}
		if r.size-pos < 13 {
			return r.fault(KindTruncated, fmt.Sprintf("expected an event header, found only %d bytes before the end of the file", r.size-pos), pos, -1)
		}
		first := r.data[pos : pos+13]
		code := int(first[4])
		if r.ctx != nil && r.ctx.typeCodes != nil {
			code = int(r.ctx.typeCodes[code])
		}
		size := int64(le32(first[9:13]))
		lenHeader, lenChecksum, fdeAlg, err := r.frame(code, size, pos)
		if err != nil {
			return err
		}
		if size < int64(lenHeader+lenChecksum) {
			return r.fault(KindLengthOutOfBounds, fmt.Sprintf("event size %d is smaller than its header and checksum (%d bytes)", size, lenHeader+lenChecksum), pos, code)
		}
		if size > maxEventSize {
			return r.fault(KindLengthOutOfBounds, fmt.Sprintf("event declares %d bytes, more than the %d any server writes", size, maxEventSize), pos, code)
		}
		if size > r.size-pos {
			return r.fault(KindTruncated, fmt.Sprintf("event declares %d bytes but the file has only %d left", size, r.size-pos), pos, code)
		}
		ev, err := r.decode(r.data[pos:pos+size], pos, pos+size, lenHeader, lenChecksum, fdeAlg, -1, true)
		if err != nil {
			return err
		}
		if err := yield(ev); err != nil {
			return err
		}
		if ev.Code == codePayload {
			if err := r.payloadEvents(ev, yield); err != nil {
				return err
			}
		} else if ev.Code == codeStartEncryption || ev.Code == codeStart57Encryption {
			r.encryptedFrom, r.startedBy = pos, ev.Code
		}
		pos += size
	}
	return nil
}

func (r *Reader) checkMagic() (int64, error) {
	head := r.peek(0, 4)
	switch {
	case bytes.Equal(head, encryptedMagic):
		return 0, r.fault(KindEncrypted, "file is encrypted (magic fd 62 69 6e, MySQL binlog_encryption); it cannot be decoded without the keyring (--keyring)", 0, -1)
	case len(head) < 4:
		return 0, r.fault(KindTruncated, fmt.Sprintf("expected the 4-byte binlog magic fe 62 69 6e, found %d bytes", len(head)), 0, -1)
	case !bytes.Equal(head, magic):
		return 0, r.fault(KindBadMagic, fmt.Sprintf("expected the binlog magic fe 62 69 6e, found % x", head), 0, -1)
	}
	return 4, nil
}

func (r *Reader) cannotDecrypt(pos int64) error {
	if r.startedBy == codeStart57Encryption {
		return r.fault(KindEncrypted, fmt.Sprintf("the events from here on are encrypted by Percona Server's binlog encryption (started by the event at %d), which binlogspec does not decrypt", r.encryptedFrom), pos, -1)
	}
	return r.fault(KindEncrypted, fmt.Sprintf("the events from here on are encrypted (encryption started by the event at %d); they cannot be decoded without the key (--key-file)", r.encryptedFrom), pos, -1)
}

// frame: header length, checksum length and (for an FDE) whether it has the algorithm byte.
func (r *Reader) frame(code int, size, pos int64) (int, int, bool, error) {
	if code == codeFDE {
		alg := hasChecksumAlg(r.peekServerVersion(pos))
		if alg {
			return 19, 4, true, nil
		}
		return 19, 0, false, nil
	}
	if r.ctx == nil {
		if code == codeStartV3 {
			if size == 13+56 {
				return 13, 0, false, nil
			}
			return 19, 0, false, nil
		}
		return 0, 0, false, r.fault(KindDecodeError, "expected a FORMAT_DESCRIPTION_EVENT or START_EVENT_V3 first, found "+TypeName(code), pos, code)
	}
	return r.ctx.lenHeader, r.ctx.lenChecksum(), false, nil
}

// parse runs the generated binlog_event parser over an event's bytes; a panic in it is an error.
func parse(data []byte, lenHeader, lenChecksum int, postHeaderLens []byte, fdeAlg bool, tm *parsers.TableMapEvent) (ev *parsers.BinlogEvent, err error) {
	defer func() {
		if p := recover(); p != nil {
			ev, err = nil, fmt.Errorf("%v", p)
		}
	}()
	ev = parsers.NewBinlogEvent(uint8(lenHeader), uint8(lenChecksum), postHeaderLens, fdeAlg, tm)
	if err := ev.Read(kaitai.NewStream(bytes.NewReader(data)), nil, ev); err != nil {
		return nil, err
	}
	return ev, nil
}

func (r *Reader) decode(data []byte, pos, nextPos int64, lenHeader, lenChecksum int, fdeAlg bool, payloadOffset int, top bool) (*Event, error) {
	code := int(data[4])
	checksum := "none"
	if code == codeFDE && lenChecksum == 0 && len(data) >= 19+57+5 && data[len(data)-5] <= 1 &&
		eventCRC32(data) == le32(data[len(data)-4:]) {
		version := cString(data[21:71])
		return nil, r.fault(KindDecodeError, fmt.Sprintf("server version '%s' predates binlog checksums, but the event ends in a checksum-algorithm byte and a CRC32 that holds: the version text is damaged", version), pos, code)
	}
	if lenChecksum > 0 {
		want, got := le32(data[len(data)-4:]), eventCRC32(data)
		if want != got {
			return nil, r.fault(KindChecksumMismatch, fmt.Sprintf("CRC32 mismatch: the event says %08x, its bytes give %08x", want, got), pos, code)
		}
		checksum = "ok"
	}
	if r.ctx != nil && r.ctx.typeCodes != nil && code != int(r.ctx.typeCodes[code]) {
		code = int(r.ctx.typeCodes[code])
		data = append(append(append([]byte{}, data[:4]...), byte(code)), data[5:]...)
	}
	if top && lenHeader >= 19 {
		if err := r.checkPosition(pos, int64(len(data)), int64(le32(data[13:17])), code); err != nil {
			if checksum != "ok" && (r.positions == "start" || !r.chainFollows(pos+int64(len(data)), 3)) {
				return nil, err
			}
		}
	}
	ev := &Event{File: r.name, Pos: pos, NextPos: nextPos, Code: code, Timestamp: le32(data[0:4]),
		ServerID: le32(data[5:9]), PayloadOffset: payloadOffset, Checksum: checksum, data: data,
		lenHeader: lenHeader, lenChecksum: lenChecksum}
	var tm *parsers.TableMapEvent
	if rowsEvents[code] {
		tm = r.tableMapFor(data, lenHeader, code)
		ev.TableMap = tm
		if tm != nil {
			id, _ := tm.TableId()
			if reason, ok := r.unsized[id]; ok {
				ev.Undecoded = "row images do not fit the table map: " + reason
				return ev, nil
			}
		}
	}
	if checksum == "ok" && deferred[code] {
		return ev, nil // its body is never read here
	}
	var phl []byte
	if r.ctx != nil {
		phl = r.ctx.postHeaderLens
	}
	parsed, err := parse(data, lenHeader, lenChecksum, phl, fdeAlg, tm)
	var stuck parsers.StuckError
	if errors.As(err, &stuck) { // a bound the parse ran into, not the layout's verdict
		return nil, r.fault(KindLengthOutOfBounds, stuck.Error(), pos, code)
	}
	if err != nil {
		if rowsEvents[code] && (checksum == "ok" || lenChecksum == 0) {
			reason := errorText(err)
			if tm == nil {
				reason = fmt.Sprintf("no TABLE_MAP event for table id %d", r.tableID(data, lenHeader, code))
			}
			ev.Undecoded = "row images do not fit the table map: " + reason
			return ev, nil
		}
		return nil, r.fault(KindDecodeError, "body does not match its layout: "+errorText(err), pos, code)
	}
	ev.Parsed = parsed
	if err := r.updateState(ev); err != nil {
		return nil, err
	}
	return ev, nil
}

// errorText names a parse error as binlogspec does ("EndOfStreamError: ..."); the Go runtime's
// messages are its own.
func errorText(err error) string {
	if errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) {
		return "EndOfStreamError: " + err.Error()
	}
	name := fmt.Sprintf("%T", err)
	name = name[strings.LastIndex(name, ".")+1:]
	if name == "wrapError" || name == "errorString" {
		name = "Error"
	}
	return name + ": " + err.Error()
}

func (r *Reader) tableID(data []byte, lenHeader, code int) int64 {
	width := 6
	if r.ctx != nil {
		width = r.ctx.tableIDWidth(code)
	}
	var id int64
	b := data[lenHeader:]
	for i := width - 1; i >= 0; i-- {
		if i < len(b) {
			id = id<<8 | int64(b[i])
		}
	}
	return id
}

func (r *Reader) tableMapFor(data []byte, lenHeader, code int) *parsers.TableMapEvent {
	return r.tableMaps[r.tableID(data, lenHeader, code)]
}

func (r *Reader) checkPosition(pos, size, logPos int64, code int) error {
	switch {
	case pos == 4 && r.positions == "":
		switch {
		case logPos == pos+size:
			r.positions = "end"
		case logPos == pos:
			r.positions = "start"
		case logPos == 1 && code == codeStartV3:
			r.positions = "start"
		case logPos != 0:
			return r.fault(KindLengthOutOfBounds, fmt.Sprintf("the file's first event is %d bytes long, so its log_pos should be %d; it is %d", size, pos+size, logPos), pos, code)
		}
	case logPos == 0:
		r.positions = "none"
	case r.positions == "end" && logPos != pos+size:
		return r.fault(KindLengthOutOfBounds, fmt.Sprintf("event size %d puts its end at %d, but its log_pos says %d (every event before it ended at its log_pos)", size, pos+size, logPos), pos, code)
	case r.positions == "start" && logPos != pos:
		if !r.v3Starts[logPos] {
			return r.fault(KindLengthOutOfBounds, fmt.Sprintf("log_pos %d should be the event's own offset %d, as for every event before it", logPos, pos), pos, code)
		}
	}
	if r.positions == "start" {
		if len(r.v3Starts) < 1<<16 {
			r.v3Starts[pos] = true
		}
		after := pos + size
		head := r.peek(after, 19)
		if len(head) == 19 {
			following := int64(le32(head[13:17]))
			n := int64(le32(head[9:13]))
			fits := 19 <= n && n <= r.size-after
			if following != after && !r.v3Starts[following] && !(following == 0 && fits) && !r.v3ChainHolds(after, head) {
				return r.fault(KindLengthOutOfBounds, fmt.Sprintf("event size %d puts the next event at %d, but the header there has log_pos %d", size, after, following), pos, code)
			}
		}
	}
	return nil
}

func (r *Reader) chainFollows(at int64, links int) bool {
	lenHeader, lenChecksum := 19, 0
	if r.ctx != nil {
		lenHeader, lenChecksum = r.ctx.lenHeader, r.ctx.lenChecksum()
	}
	for i := 0; i < links; i++ {
		if at == r.size {
			return true
		}
		head := r.peek(at, 13)
		if len(head) < 13 || !knownCodes[int(head[4])] {
			return false
		}
		size := int64(le32(head[9:13]))
		if size < int64(lenHeader+lenChecksum) || size > r.size-at || size > maxEventSize {
			return false
		}
		at += size
	}
	return true
}

func (r *Reader) v3ChainHolds(at int64, head []byte) bool {
	nxt := at + int64(le32(head[9:13]))
	if nxt == r.size {
		return true
	}
	var further []byte
	if at < nxt && nxt < r.size {
		further = r.peek(nxt, 19)
	}
	if len(further) < 19 {
		return false
	}
	logPos := int64(le32(further[13:17]))
	return logPos == nxt || logPos == at || r.v3Starts[logPos]
}

func (r *Reader) updateState(ev *Event) error {
	switch body := ev.Parsed.Body.(type) {
	case *parsers.FormatDescriptionEvent:
		if ev.Code != codeFDE {
			return nil
		}
		version := body.ServerVersion
		if body.BinlogVersion != 4 || !versionRe.MatchString(version) {
			v := version
			if len(v) > 50 {
				v = v[:50]
			}
			return r.fault(KindDecodeError, fmt.Sprintf("not a format description: binlog version %d, server version '%s' (expected 4 and a version number)", body.BinlogVersion, v), ev.Pos, ev.Code)
		}
		if body.LenCommonHeader < 19 {
			return r.fault(KindDecodeError, fmt.Sprintf("the format description gives event headers of %d bytes; v4 headers take at least 19", body.LenCommonHeader), ev.Pos, ev.Code)
		}
		f := &format{binlogVersion: 4, serverVersion: version, lenHeader: int(body.LenCommonHeader), checksumAlg: -1,
			postHeaderLens: append([]byte{}, body.PostHeaderLens...)}
		if body.Present_["ChecksumAlg"] {
			f.checksumAlg = int(body.ChecksumAlg)
		}
		if dropBuilds.MatchString(version) {
			if len(f.postHeaderLens) != 22 {
				return r.fault(KindDecodeError, fmt.Sprintf("a format description of %s (a 5.1/5.2 development build that numbered event types otherwise) gives %d post-header lengths, not its 22", version, len(f.postHeaderLens)), ev.Pos, ev.Code)
			}
			codes := make([]byte, 256)
			for c := range codes {
				codes[c] = byte(c)
				if n, ok := dropTypes[c]; ok {
					codes[c] = byte(n)
				}
			}
			lens := append([]byte{}, f.postHeaderLens...)
			for old, n := range dropTypes {
				lens[n-1] = f.postHeaderLens[old-1]
			}
			f.typeCodes, f.postHeaderLens = codes, lens
		}
		r.ctx = f
		r.tableMaps = map[int64]*parsers.TableMapEvent{}
		r.unsized = map[int64]string{}
	case *parsers.StartEventV3:
		if ev.Code != codeStartV3 {
			return nil
		}
		version := int(body.BinlogVersion)
		if (version == 1) != (ev.lenHeader == 13) {
			want := 19
			if version == 1 {
				want = 13
			}
			return r.fault(KindDecodeError, fmt.Sprintf("START_EVENT_V3 says binlog version %d, whose headers are %d bytes, but its own header is %d", version, want, ev.lenHeader), ev.Pos, ev.Code)
		}
		lens, ok := v1v3PostHeaderLens[version]
		if !ok {
			lens = v1v3PostHeaderLens[3]
		}
		header := 19
		if version == 1 {
			header = 13
		}
		r.ctx = &format{binlogVersion: version, serverVersion: body.ServerVersion, lenHeader: header, checksumAlg: -1, postHeaderLens: lens}
	case *parsers.TableMapEvent:
		if ev.Code != codeTableMap {
			return nil
		}
		id, err := body.TableId()
		if err != nil {
			return r.fault(KindDecodeError, "body does not match its layout: "+errorText(err), ev.Pos, ev.Code)
		}
		delete(r.unsized, id)
		if !body.Present_["LenMetadata"] && len(body.ColumnTypes) > 0 {
			body = r.withMetadata(ev, body, id)
		}
		r.tableMaps[id] = body
	}
	return nil
}

// A table map written without column metadata (servers before MySQL 5.1.15), as the table map a
// later server writes for it, with the lengths mysqlbinlog assumes where a type has one reading;
// without a reading for every column its rows events are not decoded.
func (r *Reader) withMetadata(ev *Event, body *parsers.TableMapEvent, id int64) *parsers.TableMapEvent {
	noMetadata := map[int]bool{0: true, 1: true, 2: true, 3: true, 6: true, 7: true, 8: true, 9: true, 10: true,
		11: true, 12: true, 13: true, 14: true}
	assumed := map[int][]byte{4: {4}, 5: {8}, 254: {0xfe, 0}, 15: {0, 0}, 253: {0, 0}}
	var metadata []byte
	var missing []string
	for i, t := range body.ColumnTypes {
		if noMetadata[int(t)] {
			continue
		}
		m, ok := assumed[int(t)]
		if !ok {
			missing = append(missing, strconv.Itoa(i+1))
			continue
		}
		metadata = append(metadata, m...)
	}
	if missing != nil {
		r.unsized[id] = fmt.Sprintf("the table map of %s.%s has no column metadata (a server before 5.1.15) and columns %s need their definitions: give the table's schema",
			body.DatabaseName, body.TableName, strings.Join(missing, ", "))
		return body
	}
	data := ev.data
	image := append([]byte{}, data[:len(data)-ev.lenChecksum]...)
	image = append(image, packedInt(len(metadata))...)
	image = append(image, metadata...)
	image = append(image, bytes.Repeat([]byte{0xff}, (len(body.ColumnTypes)+7)/8)...)
	image = append(image, make([]byte, ev.lenChecksum)...)
	binary.LittleEndian.PutUint32(image[9:13], uint32(len(image)))
	var phl []byte
	if r.ctx != nil {
		phl = r.ctx.postHeaderLens
	}
	parsed, err := parse(image, ev.lenHeader, ev.lenChecksum, phl, false, nil)
	if err != nil {
		return body
	}
	if tm, ok := parsed.Body.(*parsers.TableMapEvent); ok {
		return tm
	}
	return body
}

func packedInt(n int) []byte {
	switch {
	case n < 251:
		return []byte{byte(n)}
	case n < 1<<16:
		return []byte{0xfc, byte(n), byte(n >> 8)}
	case n < 1<<24:
		return []byte{0xfd, byte(n), byte(n >> 8), byte(n >> 16)}
	}
	b := make([]byte, 9)
	b[0] = 0xfe
	binary.LittleEndian.PutUint64(b[1:], uint64(n))
	return b
}

// payloadEvents decodes the events inside a TRANSACTION_PAYLOAD_EVENT, one at a time.
func (r *Reader) payloadEvents(outer *Event, yield func(*Event) error) error {
	body, ok := outer.Parsed.Body.(*parsers.TransactionPayloadEvent)
	ct, err1 := body.CompressionType()
	if !ok || err1 != nil || !body.Present_["compressionType"] || !body.Present_["Payload"] {
		return r.fault(KindDecodeError, "payload event lacks its compression type or its payload field", outer.Pos, codePayload)
	}
	claimed := int64(-1)
	if n, err := body.UncompressedSize(); err == nil && body.Present_["uncompressedSize"] {
		claimed = int64(n)
	}
	var stream io.Reader
	switch int(ct) {
	case 0:
		if claimed > 1<<32 {
			return r.fault(KindLengthOutOfBounds, fmt.Sprintf("payload claims %d uncompressed bytes, more than the %d allowed", claimed, int64(1)<<32), outer.Pos, codePayload)
		}
		dec, err := zstd.NewReader(bytes.NewReader(body.Payload), zstd.WithDecoderConcurrency(1))
		if err != nil {
			return r.fault(KindDecodeError, "zstd payload does not decompress: "+err.Error(), outer.Pos, codePayload)
		}
		defer dec.Close()
		stream = dec
	case 255:
		stream = bytes.NewReader(body.Payload)
		if claimed < 0 {
			claimed = int64(len(body.Payload))
		}
	default:
		return r.fault(KindUnsupported, fmt.Sprintf("unknown payload compression type %d", ct), outer.Pos, codePayload)
	}
	read := func(n int64) ([]byte, error) {
		buf := make([]byte, n)
		got, err := io.ReadFull(stream, buf)
		if err != nil && err != io.EOF && err != io.ErrUnexpectedEOF {
			return nil, r.fault(KindDecodeError, "zstd payload does not decompress: "+err.Error(), outer.Pos, codePayload)
		}
		return buf[:got], nil
	}
	var offset int64
	for {
		head, err := read(19)
		if err != nil {
			return err
		}
		if len(head) == 0 {
			break
		}
		if len(head) < 19 {
			return r.fault(KindTruncated, fmt.Sprintf("payload ends inside an event header at payload offset %d", offset), outer.Pos, codePayload)
		}
		size := int64(le32(head[9:13]))
		room := int64(maxEventSize)
		if claimed >= 0 {
			room = claimed - offset
		}
		limit := room
		if limit > maxEventSize {
			limit = maxEventSize
		}
		if size < 19 || size > limit {
			if room < 0 {
				room = 0
			}
			return r.fault(KindLengthOutOfBounds, fmt.Sprintf("event at payload offset %d declares %d bytes; %d remain", offset, size, room), outer.Pos, codePayload)
		}
		rest, err := read(size - 19)
		if err != nil {
			return err
		}
		data := append(head, rest...)
		if int64(len(data)) < size {
			return r.fault(KindLengthOutOfBounds, fmt.Sprintf("event at payload offset %d declares %d bytes; the payload ends after %d", offset, size, len(data)), outer.Pos, codePayload)
		}
		ev, err := r.decode(data, outer.Pos, outer.NextPos, 19, 0, false, int(offset), false)
		if err != nil {
			return err
		}
		if err := yield(ev); err != nil {
			return err
		}
		offset += size
	}
	if claimed >= 0 && offset != claimed {
		return r.fault(KindDecodeError, fmt.Sprintf("payload should decompress to %d bytes, gave %d", claimed, offset), outer.Pos, codePayload)
	}
	return nil
}
