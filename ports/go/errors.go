package binlogspec

import "fmt"

// Kinds of Error, as binlogspec's typed errors name them (python/binlogspec/errors.py).
const (
	KindBadMagic          = "bad_magic"
	KindTruncated         = "truncated"
	KindChecksumMismatch  = "checksum_mismatch"
	KindLengthOutOfBounds = "length_out_of_bounds"
	KindEncrypted         = "encrypted"
	KindUnsupported       = "unsupported"
	KindLayoutMismatch    = "layout_mismatch"
	KindDecodeError       = "decode_error"
)

// Error is a fault in a binlog: its Kind, the File and the byte Offset of the event (or byte) at
// fault, the event's type name when known, and what was expected and found. Its text is
// "FILE:OFFSET: EVENT_TYPE: message", as `binlogspec rows` prints it.
type Error struct {
	Kind      string
	File      string
	Offset    int64
	EventType string
	Message   string
}

func (e *Error) Error() string {
	what := ""
	if e.EventType != "" {
		what = " " + e.EventType + ":"
	}
	return fmt.Sprintf("%s:%d:%s %s", e.File, e.Offset, what, e.Message)
}

// eventTypeNames: the servers' names of the event type codes.
var eventTypeNames = map[int]string{
	0: "UNKNOWN_EVENT", 1: "START_EVENT_V3", 2: "QUERY_EVENT", 3: "STOP_EVENT", 4: "ROTATE_EVENT",
	5: "INTVAR_EVENT", 6: "LOAD_EVENT", 7: "SLAVE_EVENT", 8: "CREATE_FILE_EVENT", 9: "APPEND_BLOCK_EVENT",
	10: "EXEC_LOAD_EVENT", 11: "DELETE_FILE_EVENT", 12: "NEW_LOAD_EVENT", 13: "RAND_EVENT", 14: "USER_VAR_EVENT",
	15: "FORMAT_DESCRIPTION_EVENT", 16: "XID_EVENT", 17: "BEGIN_LOAD_QUERY_EVENT", 18: "EXECUTE_LOAD_QUERY_EVENT",
	19: "TABLE_MAP_EVENT", 20: "PRE_GA_WRITE_ROWS_EVENT", 21: "PRE_GA_UPDATE_ROWS_EVENT",
	22: "PRE_GA_DELETE_ROWS_EVENT", 23: "WRITE_ROWS_EVENT_V1", 24: "UPDATE_ROWS_EVENT_V1",
	25: "DELETE_ROWS_EVENT_V1", 26: "INCIDENT_EVENT", 27: "HEARTBEAT_LOG_EVENT", 28: "IGNORABLE_LOG_EVENT",
	29: "ROWS_QUERY_LOG_EVENT", 30: "WRITE_ROWS_EVENT", 31: "UPDATE_ROWS_EVENT", 32: "DELETE_ROWS_EVENT",
	33: "GTID_LOG_EVENT", 34: "ANONYMOUS_GTID_LOG_EVENT", 35: "PREVIOUS_GTIDS_LOG_EVENT",
	36: "TRANSACTION_CONTEXT_EVENT", 37: "VIEW_CHANGE_EVENT", 38: "XA_PREPARE_LOG_EVENT",
	39: "PARTIAL_UPDATE_ROWS_EVENT", 40: "TRANSACTION_PAYLOAD_EVENT", 41: "HEARTBEAT_LOG_EVENT_V2",
	42: "GTID_TAGGED_LOG_EVENT", 100: "AURORA_PADDING_EVENT", 159: "START_5_7_ENCRYPTION_EVENT",
	160: "ANNOTATE_ROWS_EVENT", 161: "BINLOG_CHECKPOINT_EVENT", 162: "GTID_EVENT", 163: "GTID_LIST_EVENT",
	164: "START_ENCRYPTION_EVENT", 165: "QUERY_COMPRESSED_EVENT", 166: "WRITE_ROWS_COMPRESSED_EVENT_V1",
	167: "UPDATE_ROWS_COMPRESSED_EVENT_V1", 168: "DELETE_ROWS_COMPRESSED_EVENT_V1",
	169: "WRITE_ROWS_COMPRESSED_EVENT", 170: "UPDATE_ROWS_COMPRESSED_EVENT", 171: "DELETE_ROWS_COMPRESSED_EVENT",
}

// TypeName is the server's name of an event type code (TABLE_MAP_EVENT), or TYPE_<code>.
func TypeName(code int) string {
	if n, ok := eventTypeNames[code]; ok {
		return n
	}
	return fmt.Sprintf("TYPE_%d", code)
}
