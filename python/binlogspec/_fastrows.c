/* binlogspec._fastrows: the fast row decoder.
 *
 * Cell layouts are not written here: they are the readers that python tools/fastgen.py
 * generates from formats/kaitai (generated/c/row_layouts.h): the rows event's fields before its
 * rows, the cell extent, and every cell type with its fields. What this file adds, by hand:
 *
 * - the walk of the row images, as rows_event.ksy's `row_list`/`row`/`row_image` types read it
 *   (a before image unless the event is a write, an after image unless it is a delete; per image
 *   a NULL bitmap of one bit per present column, then one cell per present, non-NULL column,
 *   sized by the cell extent and read from a substream of that size);
 * - the value rules of python/binlogspec/values.py (cell_value and the helpers it calls), for
 *   the common column types, building the same Python objects; the rest, and every unusual value
 *   (zero dates, out-of-range fractions, undecodable text), go to the Python rules themselves;
 * - the same rules writing Arrow buffers, as binlogspec.arrow types the columns; a batch compiles
 *   its layout into a program of one step per column (image_program), each the generated reader
 *   of the column's cell type, folded by its constant arguments, and the Arrow rule of its kind.
 *
 * A layout (one per TABLE_MAP shape) is compiled in Python (binlogspec.fast) by evaluating the
 * spec's `value` and `extent` switches for each column; it arrives here as a list of column
 * tuples. Whenever the bytes do not fit (a short cell, an unknown switch case, a column count
 * that does not match), the decoder raises `Mismatch` and the caller decodes that event with
 * the spec-driven path, which then gives the spec's own verdict.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <datetime.h>
#include <structmember.h>
#include <stdint.h>
#include <string.h>
#include <math.h>
#include <errno.h>
#include <time.h>
#ifndef _WIN32
#include <unistd.h>  /* pread: skip_events */
#include <pthread.h> /* a run's second decoding thread: Batch_append_run */
#include <sched.h>
#include <dlfcn.h>   /* zlib's crc32 */
#endif

/* the generated bodies' JSON writers (KS_JSON_WRITER) write through these, defined below on a Buf */
#define KS_JSON_WRITER 1
static int ks_json_put(void *b, const char *s, int64_t n);
static int ks_json_i64(void *b, int64_t v);
static int ks_json_u64(void *b, uint64_t v);
static int ks_json_f64(void *b, double v);
static int ks_json_hex(void *b, const uint8_t *p, int64_t n);
static int ks_json_statement(void *b, const uint8_t *p, int64_t n);
static int ks_json_statement_in(void *b, const uint8_t *p, int64_t n, int64_t collation);
static int ks_json_str(void *b, const uint8_t *p, int64_t n);

#include "row_layouts.h"

#define AI static inline __attribute__((always_inline))  /* always inlined: the per-cell helpers */

static PyObject *Mismatch;

/* Set in a thread that decodes without the GIL (a run's second thread, see Batch_append_run): a
 * failure there sets no Python error; the event is decoded again with the GIL, which has the
 * error then. Every error of the Arrow steps goes through mismatch(), too_big() or buf_grow(). */
static _Thread_local int off_gil;
/* Python helpers, set by configure() */
static PyObject *H_Decimal, *H_date_or_zero, *H_datetime_or_zero, *H_timestamp, *H_cell_value,
    *H_text, *H_geometry, *H_decimal_from_bytes, *H_RowChange, *H_json_value;
static PyObject *S_empty, *EmptyTuple;
static PyObject *K_fields[13];
/* where each of RowChange's fields lives when the class has __slots__ (see configure) */
static Py_ssize_t F_offsets[13];
static int F_slotted;

enum rule {
    R_INT_S = 1, R_INT_U, R_FLOAT, R_DOUBLE, R_YEAR, R_DATE, R_DATETIME2, R_TIMESTAMP2, R_DECIMAL,
    R_BIT, R_TEXT, R_CHAR_BINARY, R_ENUM, R_SET, R_GEOMETRY, R_TREE, R_CHAR, R_TIME, R_TIME2, R_DATETIME,
    R_TIMESTAMP, R_JSON
};
enum text_mode { T_BYTES = 0, T_UTF8 = 1, T_CALL = 2, T_TABLE = 3 };
enum akind { A_NONE = 0, A_I32, A_I64, A_F32, A_F64, A_DATE32, A_DEC128, A_STR, A_BIN, A_LIST_STR };

/* a DECIMAL's digit groups (dec_shape) */
typedef struct { int8_t ok, small, lead, lead_bytes, tail, tail_bytes; int16_t groups; } DecShape;

typedef struct {
    int cell;
    int64_t args[4];
    int64_t len_fixed, len_length;
    int rule, text_mode;
    int64_t collation, max_length, fsp, precision, scale;
    PyObject *name, *labels, *column, *label_bytes, *set_order;
    PyObject *json_key;  /* the column's name as a JSON object key: b'"name":' */
    int json_native;     /* 0: the JSON text of this column's values comes from the Python rule */
    DecShape dec;        /* a DECIMAL's digit groups (R_DECIMAL) */
    PyObject *charmap;   /* T_TABLE: its charset's map (charmap_utf8), bytes; else None */
    const uint8_t *map;  /* its bytes */
} ColSpec;

/* A stretch of a layout's columns walked at once in a scan (scan_whole): `n` consecutive columns
 * from `col` that are all skipped by their size, whose bytes are size[their NULL bits], or (n = 0)
 * the one column `col`, read by its step */
typedef struct ScanSeg {
    int col, n;
    uint32_t mask;  /* (1 << n) - 1 */
    int32_t *size;
} ScanSeg;
#define SCAN_SEG_MAX 8  /* columns of a stretch: a table of 256 sizes */

typedef struct {
    PyObject_HEAD
    int ncols;
    ColSpec *cols;
    uint8_t *scan_steps;  /* each column's step when rows are only walked (scan_image), made when first needed */
    int32_t *scan_skip;   /* with them: each column's size where walking its cell reads none of it, else 0 */
    struct ScanSeg *scan_segs;  /* with them: the columns of a whole image walked a stretch at a time (scan_whole) */
    int scan_nsegs;
    int scan_split;       /* its summary run's last round was split (Layout_scan_run): the next call's first is */
} LayoutObject;

/* ------------------------------------------------------------------ small helpers */

static const int DIG2BYTES[10] = {0, 1, 1, 2, 2, 3, 3, 4, 4, 4};
static const int64_t POW10[19] = {1LL, 10LL, 100LL, 1000LL, 10000LL, 100000LL, 1000000LL, 10000000LL,
                                  100000000LL, 1000000000LL, 10000000000LL, 100000000000LL,
                                  1000000000000LL, 10000000000000LL, 100000000000000LL,
                                  1000000000000000LL, 10000000000000000LL, 100000000000000000LL,
                                  1000000000000000000LL};

static int64_t days_from_civil(int64_t y, int64_t m, int64_t d) {
    y -= m <= 2;
    int64_t era = (y >= 0 ? y : y - 399) / 400;
    int64_t yoe = y - era * 400;
    int64_t doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
    int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

static void civil_from_days(int64_t z, int *y, int *m, int *d) {
    z += 719468;
    int64_t era = (z >= 0 ? z : z - 146096) / 146097;
    int64_t doe = z - era * 146097;
    int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    int64_t mp = (5 * doy + 2) / 153;
    *d = (int)(doy - (153 * mp + 2) / 5 + 1);
    *m = (int)(mp < 10 ? mp + 3 : mp - 9);
    *y = (int)(yoe + era * 400 + (*m <= 2));
}

static int days_in_month(int64_t y, int64_t m) {
    static const int dim[13] = {0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (m == 2 && ((y % 4 == 0 && y % 100 != 0) || y % 400 == 0)) return 29;
    return dim[m];
}

/* what datetime.date / datetime.datetime accept */
static int valid_date(int64_t y, int64_t m, int64_t d) {
    return y >= 1 && y <= 9999 && m >= 1 && m <= 12 && d >= 1 && d <= days_in_month(y, m);
}
static int valid_time(int64_t h, int64_t mi, int64_t s, int64_t us) {
    return h >= 0 && h <= 23 && mi >= 0 && mi <= 59 && s >= 0 && s <= 59 && us >= 0 && us <= 999999;
}

/* values._micro: the stored fraction of a fsp-digit type in microseconds */
static int64_t micro_of(int64_t fraction, int64_t fsp) {
    if (!fsp) return 0;
    int64_t nbytes = (fsp + 1) / 2;
    return fraction * POW10[6 - 2 * nbytes];
}

/* TIME and TIME2 (values.old_time_value, values.time2_value) as signed microseconds: the one
 * number their Python timedelta, their JSON text and their Arrow duration are made from */
static int64_t old_time_micro(int64_t packed) {
    int64_t a = packed < 0 ? -packed : packed;
    int64_t secs = a / 10000 * 3600 + a / 100 % 100 * 60 + a % 100;
    return (packed < 0 ? -secs : secs) * 1000000;
}
static int64_t time2_micro(int64_t int_part, int64_t fraction, int64_t fsp) {
    int64_t nbytes = (fsp + 1) / 2;
    int64_t value = ((int_part << (8 * nbytes)) | fraction) - ((int64_t)1 << (24 + 8 * nbytes - 1));
    int64_t a = value < 0 ? -value : value;
    int64_t whole = a >> (8 * nbytes), part = a & (((int64_t)1 << (8 * nbytes)) - 1);
    int64_t secs = (whole >> 12 & 0x3FF) * 3600 + (whole >> 6 & 0x3F) * 60 + (whole & 0x3F);
    int64_t micro = secs * 1000000 + (nbytes ? part * POW10[6 - 2 * nbytes] : 0);
    return value < 0 ? -micro : micro;
}
/* old DATETIME: the decimal digits YYYYMMDDhhmmss of `packed` into v; whether they are a date and
 * time datetime.datetime takes (else the Python rule's ZeroDate, or NULL in Arrow) */
static int old_datetime(uint64_t packed, int64_t v[6]) {
    uint64_t date = packed / 1000000, time = packed % 1000000;
    v[0] = (int64_t)(date / 10000); v[1] = (int64_t)(date / 100 % 100); v[2] = (int64_t)(date % 100);
    v[3] = (int64_t)(time / 10000); v[4] = (int64_t)(time / 100 % 100); v[5] = (int64_t)(time % 100);
    return valid_date(v[0], v[1], v[2]) && valid_time(v[3], v[4], v[5], 0);
}

static int utf8_valid(const uint8_t *s, int64_t n);
static int ks_utf8_valid(const uint8_t *p, int64_t n) { return utf8_valid(p, n); }  /* (the generated readers') */

static int utf8_valid(const uint8_t *s, int64_t n) {
    int64_t i = 0;
    const uint64_t high = UINT64_C(0x8080808080808080);
    if (n <= 64) {  /* a short string all ASCII: its high bits at once (words, the last ones overlapping) */
        uint64_t any = 0;
        if (n >= 8) {
            uint64_t w;
            for (int64_t k = 0; k + 8 <= n; k += 8) { memcpy(&w, s + k, 8); any |= w; }
            memcpy(&w, s + n - 8, 8);
            any |= w;
        } else if (n >= 4) {
            uint32_t a, b;
            memcpy(&a, s, 4); memcpy(&b, s + n - 4, 4);
            any = a | b;
        } else {
            for (int64_t k = 0; k < n; k++) any |= s[k];
        }
        if (!(any & high)) return 1;
    }
    while (i < n) {
        /* ASCII run, 8 at a time */
        while (i + 8 <= n) {
            uint64_t w; memcpy(&w, s + i, 8);
            if (w & high) break;
            i += 8;
        }
        if (i >= n) break;
        uint8_t c = s[i];
        if (c < 0x80) { i++; continue; }
        int len; uint32_t cp;
        if (c >= 0xC2 && c <= 0xDF) { len = 2; cp = c & 0x1F; }
        else if (c >= 0xE0 && c <= 0xEF) { len = 3; cp = c & 0x0F; }
        else if (c >= 0xF0 && c <= 0xF4) { len = 4; cp = c & 0x07; }
        else return 0;
        if (i + len > n) return 0;
        for (int k = 1; k < len; k++) {
            if ((s[i + k] & 0xC0) != 0x80) return 0;
            cp = cp << 6 | (s[i + k] & 0x3F);
        }
        if ((len == 3 && (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF))) || (len == 4 && (cp < 0x10000 || cp > 0x10FFFF)))
            return 0;
        i += len;
    }
    return 1;
}

static PyObject *mismatch(const char *what) {
    if (!off_gil) PyErr_SetString(Mismatch, what);
    return NULL;
}

/* Text of an 8-bit charset (a T_TABLE column) as UTF-8, by its charset's map: CHARMAP_SIZE bytes,
 * four a byte value ([length, up to three bytes of UTF-8], length 0 where the charset leaves the
 * byte undefined), then 1 when every byte below 0x80 is itself (binlogspec.fast._charmap makes it
 * from charsets.decode, byte by byte). Into dst (room for 3 * n bytes): the length written, or -1
 * at a byte the charset leaves undefined (the value is then its bytes, as charsets.decode gives). */
#define CHARMAP_SIZE (256 * 4 + 1)
static inline int64_t charmap_utf8(const uint8_t *map, const uint8_t *p, int64_t n, char *dst) {
    int64_t i = 0;
    char *o = dst;
    if (map[1024]) {  /* ASCII itself: its runs copied, 8 bytes at a time */
        const uint64_t high = UINT64_C(0x8080808080808080);
        for (;;) {
            while (i + 8 <= n) {
                uint64_t w;
                memcpy(&w, p + i, 8);
                if (w & high) break;
                memcpy(o, &w, 8);
                o += 8;
                i += 8;
            }
            while (i < n && p[i] < 0x80) *o++ = (char)p[i++];
            if (i >= n) return o - dst;
            if (p[i] < 0x80) continue;
            const uint8_t *m = map + 4 * p[i++];
            if (!m[0]) return -1;
            memcpy(o, m + 1, 3);
            o += m[0];
        }
    }
    for (; i < n; i++) {
        const uint8_t *m = map + 4 * p[i];
        if (!m[0]) return -1;
        memcpy(o, m + 1, 3);
        o += m[0];
    }
    return o - dst;
}

/* ------------------------------------------------------------------ DECIMAL */

/* "00".."99": two digits at a time */
static const char DIGITS2[] =
    "0001020304050607080910111213141516171819202122232425262728293031323334353637383940414243444546474849"
    "5051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899";

/* v in decimal, at least `width` digits (zero-padded), as "%0*llu" writes it; returns the length */
static int fmt_u64(char *out, uint64_t v, int width) {
    char rev[24];
    int n = 24;
    while (v >= 100) {
        unsigned r = (unsigned)(v % 100);
        v /= 100;
        n -= 2;
        memcpy(rev + n, DIGITS2 + 2 * r, 2);
    }
    if (v >= 10) { n -= 2; memcpy(rev + n, DIGITS2 + 2 * v, 2); }
    else rev[--n] = (char)('0' + v);
    while (24 - n < width) rev[--n] = '0';
    int len = 24 - n;
    memcpy(out, rev + n, (size_t)len);
    out[len] = 0;
    return len;
}

/* v in decimal (a '-' first when negative) at out: its length */
static int fmt_i64(char *out, int64_t v) {
    if (v >= 0) return fmt_u64(out, (uint64_t)v, 1);
    out[0] = '-';
    return 1 + fmt_u64(out + 1, v == INT64_MIN ? (uint64_t)INT64_MAX + 1 : (uint64_t)-v, 1);
}

/* a DECIMAL digit group's 1 to 4 bytes, big-endian */
static inline uint64_t be_group(const uint8_t *p, int n) {
    switch (n) {
    case 1: return ks_be(p, 1);
    case 2: return ks_be(p, 2);
    case 3: return ks_be(p, 3);
    default: return ks_be(p, 4);
    }
}
/* 0 to 8 bytes of a size known only when the cell is read (an ENUM's, a SET's, a BIT's), little-
 * or big-endian: ks_le and ks_be of each constant size, a load or two, where their loop over the
 * bytes for a size not known at compile time took about 30 instructions a cell */
#define BYTES_UPTO8(name, read)                                                             \
    static inline uint64_t name(const uint8_t *p, int n) {                                \
        switch (n) {                                                                      \
        case 0: return 0;                                                                 \
        case 1: return read(p, 1);                                                        \
        case 2: return read(p, 2);                                                        \
        case 3: return read(p, 3);                                                        \
        case 4: return read(p, 4);                                                        \
        default: return read(p, n);  /* (5 to 8: rare; the caller checked n <= 8) */      \
        }                                                                                 \
    }
BYTES_UPTO8(le_upto8, ks_le)
BYTES_UPTO8(be_upto8, ks_be)
#undef BYTES_UPTO8
/* A DECIMAL's digit groups as MySQL's decimal2bin writes them: big-endian, the first bit is the
 * sign (set for a number >= 0), and a negative number's bytes are inverted. dec_flip is the mask
 * that undoes the inversion; dec_group reads the group of `nbytes` at *pos into *v as its digits
 * say, or returns 0 when the bytes end first. */
static inline uint64_t dec_flip(const uint8_t *raw) { return raw[0] & 0x80 ? 0 : ~(uint64_t)0; }
static inline int dec_group(const uint8_t *raw, int64_t len, int64_t *pos, int nbytes, uint64_t flip, uint64_t *v) {
    if (*pos + nbytes > len) return 0;
    uint64_t x = be_group(raw + *pos, nbytes) ^ (flip >> (64 - 8 * nbytes));
    if (*pos == 0) x ^= (uint64_t)0x80 << (8 * (nbytes - 1));
    *pos += nbytes;
    *v = x;
    return 1;
}

/* The digit groups of a DECIMAL as values.decimal_from_bytes reads them: fills `text` (sign,
 * integer digits without leading zeros or "0", "." and the fraction) and returns its length, or
 * -1 when the layout is one the text rule does not cover (then the Python rule is called). */
static int decimal_digits(const uint8_t *raw, int64_t len, int64_t precision, int64_t scale, char *text,
                          size_t cap) {
    int64_t intg = precision - scale;
    if (len <= 0 || intg < 0 || scale < 0 || len > 64) return -1;
    uint64_t flip = dec_flip(raw);
    int64_t pos = 0;
    char digits[400];
    size_t nd = 0;
#define TAKE(ndig, nbytes)                                                            \
    do {                                                                              \
        uint64_t v;                                                                   \
        if (!dec_group(raw, len, &pos, (nbytes), flip, &v)) return -1;                \
        char tmp[24];                                                                 \
        int w = fmt_u64(tmp, v, (int)(ndig));                                         \
        if (nd + (size_t)w >= sizeof digits) return -1;                              \
        memcpy(digits + nd, tmp, (size_t)w);                                          \
        nd += (size_t)w;                                                              \
    } while (0)
    int64_t lead = intg % 9;
    if (lead) TAKE(lead, DIG2BYTES[lead]);
    for (int64_t g = 0; g < intg / 9; g++) TAKE(9, 4);
    size_t int_end = nd;
    for (int64_t g = 0; g < scale / 9; g++) TAKE(9, 4);
    int64_t tail = scale % 9;
    if (tail) TAKE(tail, DIG2BYTES[tail]);
#undef TAKE
    size_t skip = 0;
    while (skip < int_end && digits[skip] == '0') skip++;
    size_t out = 0;
    if (out + nd + 4 >= cap) return -1;
    if (flip) text[out++] = '-';
    if (skip == int_end) text[out++] = '0';
    else { memcpy(text + out, digits + skip, int_end - skip); out += int_end - skip; }
    if (scale) {
        text[out++] = '.';
        memcpy(text + out, digits + int_end, nd - int_end);
        out += nd - int_end;
    }
    text[out] = 0;
    return (int)out;
}

/* The digit groups of a DECIMAL(precision, scale), for decimal_unscaled: the leading group's
 * digits and bytes, the whole groups of 9 digits (4 bytes), the trailing group's. ok is 0 when
 * the number has no exact 128-bit form (precision over 38) or the layout is not one (a negative
 * scale or integer part); small when every digit fits 64 bits (18 or fewer). A column's is made
 * once (ColSpec.dec). DecShape is declared above ColSpec. */
static DecShape dec_shape(int64_t precision, int64_t scale) {
    DecShape d = {0};
    int64_t intg = precision - scale;
    if (intg < 0 || scale < 0 || precision > 38) return d;
    d.ok = 1;
    d.small = precision <= 18;
    d.lead = (int8_t)(intg % 9);
    d.lead_bytes = (int8_t)DIG2BYTES[d.lead];
    d.tail = (int8_t)(scale % 9);
    d.tail_bytes = (int8_t)DIG2BYTES[d.tail];
    d.groups = (int16_t)(intg / 9 + scale / 9);
    return d;
}

/* The same digit groups as the number of all its digits (Arrow's decimal128): 0, or -1 when a
 * group holds more digits than its width or the shape has no exact 128-bit form. Summed in 64
 * bits while they fit (18 digits), in 128 after. */
AI int decimal_unscaled(const uint8_t *raw, int64_t len, const DecShape *shape, __int128 *unscaled) {
    if (len <= 0 || !shape->ok) return -1;
    int64_t pos = 0;
    uint64_t flip = dec_flip(raw), small = 0;
    __int128 acc = 0;
    int digits = 0, wide = 0;
#define GROUP(ndig, nbytes)                                                              \
    do {                                                                                 \
        uint64_t v_;                                                                     \
        if (!dec_group(raw, len, &pos, (nbytes), flip, &v_) || v_ >= (uint64_t)POW10[(ndig)]) return -1; \
        if (shape->small || (!wide && digits + (ndig) <= 18)) small = small * (uint64_t)POW10[(ndig)] + v_; \
        else {                                                                           \
            if (!wide) { acc = (__int128)small; wide = 1; }                              \
            acc = acc * (int64_t)POW10[(ndig)] + (__int128)v_;                           \
        }                                                                                \
        digits += (ndig);                                                                \
    } while (0)
    if (shape->lead) GROUP(shape->lead, shape->lead_bytes);
    for (int g = 0; g < shape->groups; g++) GROUP(9, 4);
    if (shape->tail) GROUP(shape->tail, shape->tail_bytes);
#undef GROUP
    if (!wide) acc = (__int128)small;
    *unscaled = flip ? -acc : acc;
    return 0;
}


/* ------------------------------------------------------------------ Python values */

static PyObject *text_value(ColSpec *c, const uint8_t *p, int64_t n) {
    if (c->text_mode == T_TABLE) {
        char small[256], *dst = 3 * n + 3 <= (int64_t)sizeof small ? small : PyMem_Malloc((size_t)(3 * n + 3));
        if (!dst) return PyErr_NoMemory();
        int64_t len = charmap_utf8(c->map, p, n, dst);
        PyObject *s = len >= 0 ? PyUnicode_DecodeUTF8(dst, (Py_ssize_t)len, NULL)
                               : PyBytes_FromStringAndSize((const char *)p, (Py_ssize_t)n);
        if (dst != small) PyMem_Free(dst);
        return s;
    }
    if (c->text_mode == T_UTF8) {
        PyObject *s = PyUnicode_DecodeUTF8((const char *)p, (Py_ssize_t)n, NULL);
        if (s || !PyErr_ExceptionMatches(PyExc_UnicodeDecodeError)) return s;
        PyErr_Clear();
        return PyBytes_FromStringAndSize((const char *)p, (Py_ssize_t)n);
    }
    if (c->text_mode == T_CALL) {
        PyObject *raw = PyBytes_FromStringAndSize((const char *)p, (Py_ssize_t)n);
        if (!raw) return NULL;
        PyObject *col = PyLong_FromLongLong(c->collation);
        PyObject *r = col ? PyObject_CallFunctionObjArgs(H_text, raw, col, NULL) : NULL;
        Py_DECREF(raw);
        Py_XDECREF(col);
        return r;
    }
    return PyBytes_FromStringAndSize((const char *)p, (Py_ssize_t)n);
}

static PyObject *call_ints(PyObject *fn, int count, const int64_t *v) {
    PyObject *args = PyTuple_New(count);
    if (!args) return NULL;
    for (int i = 0; i < count; i++) {
        PyObject *x = PyLong_FromLongLong(v[i]);
        if (!x) { Py_DECREF(args); return NULL; }
        PyTuple_SET_ITEM(args, i, x);
    }
    PyObject *r = PyObject_Call(fn, args, NULL);
    Py_DECREF(args);
    return r;
}

static PyObject *tree_value(ColSpec *c, const ks_cell_any *u) {
    PyObject *tree = ks_cell_tree_any(c->cell, u);
    if (!tree) return NULL;
    PyObject *r = PyObject_CallFunctionObjArgs(H_cell_value, c->column, tree, NULL);
    Py_DECREF(tree);
    return r;
}

/* a TIME or TIME2 cell's signed microseconds (old_time_micro, time2_micro); -1 with Mismatch set
 * for a fraction width the rule does not cover */
static int time_micro(const ColSpec *c, const ks_cell_any *u, int64_t *micro) {
    if (c->rule == R_TIME) {
        *micro = old_time_micro(u->cell_time.packed);
        return 0;
    }
    if (c->fsp < 0 || c->fsp > 6) { mismatch("TIME2 of an unusual fraction width"); return -1; }
    const ks_column_cell__cell_time2_t *t = &u->cell_time2;
    *micro = time2_micro(t->int_part, t->has_fraction ? t->fraction : 0, c->fsp);
    return 0;
}

/* ENUM and SET cells, one rule for every sink: the value's bits (ENUM: its label's number from 1,
 * 0 the empty label; SET: a bit a member), 0; -1 with Mismatch set for a cell of another real type;
 * 1 for one wider than 64 bits, which the Arrow rules refuse and the other sinks leave to the
 * column's Python rule */
AI int member_bits(const ColSpec *c, const ks_column_cell__cell_string_t *s, uint64_t *v) {
    if (s->value.which == 1) {
        mismatch(c->rule == R_ENUM ? "ENUM cell of another real type" : "SET cell of another real type");
        return -1;
    }
    const ks_bytes *raw = &s->value.cell_fixed.raw;
    if (raw->len > 8) return 1;
    *v = le_upto8(raw->p, (int)raw->len);
    return 0;
}
enum { ENUM_EMPTY = -1, ENUM_NUMBER = -2 };
/* where ENUM value v's label is in c->labels and c->label_bytes; ENUM_EMPTY for 0 (the empty
 * label a server stores for a value it refused), ENUM_NUMBER where the value shows as its number
 * (no labels known, or past them) */
AI Py_ssize_t enum_label(const ColSpec *c, uint64_t v) {
    if (c->labels == Py_None) return ENUM_NUMBER;
    if (v == 0) return ENUM_EMPTY;
    return v <= (uint64_t)PyTuple_GET_SIZE(c->label_bytes) ? (Py_ssize_t)v - 1 : ENUM_NUMBER;
}
/* The next member of a SET value `v` (its bits) in the column's order (c->set_order, the labels'
 * order as the values' rules list them; bits past 64 are no member): its label's bytes
 * (borrowed), `*k` (from 0) moved past it, or NULL when there is no more. The Arrow, JSON and SQL
 * sinks render the members by it. */
static PyObject *set_member(const ColSpec *c, uint64_t v, Py_ssize_t *k) {
    Py_ssize_t n = PyTuple_GET_SIZE(c->set_order);
    while (*k < n) {
        Py_ssize_t i = PyLong_AsSsize_t(PyTuple_GET_ITEM(c->set_order, *k));
        ++*k;
        if (i < 64 && v >> i & 1) return PyTuple_GET_ITEM(c->label_bytes, i);
    }
    return NULL;
}

static PyObject *py_value(ColSpec *c, const ks_cell_any *u) {
    switch (c->rule) {
    case R_INT_S: return PyLong_FromLongLong(u->cell_int.value_signed);
    case R_INT_U: return PyLong_FromUnsignedLongLong(u->cell_int.value_unsigned);
    case R_FLOAT:
        if (!u->cell_float.has_value) return mismatch("FLOAT of an unusual size");
        return PyFloat_FromDouble(u->cell_float.value);
    case R_DOUBLE:
        if (!u->cell_double.has_value) return mismatch("DOUBLE of an unusual size");
        return PyFloat_FromDouble(u->cell_double.value);
    case R_YEAR: return PyLong_FromLongLong(u->cell_year.year);
    case R_DATE: {
        const ks_column_cell__cell_date_t *d = &u->cell_date;
        if (valid_date(d->year, d->month, d->day))
            return PyDate_FromDate((int)d->year, (int)d->month, (int)d->day);
        int64_t v[3] = {d->year, d->month, d->day};
        return call_ints(H_date_or_zero, 3, v);
    }
    case R_DATETIME2: {
        const ks_column_cell__cell_datetime2_t *d = &u->cell_datetime2;
        int64_t micro = micro_of(d->has_fraction ? d->fraction : 0, c->fsp);
        int64_t y = d->year_month / 13, m = d->year_month % 13;
        if (valid_date(y, m, d->day) && valid_time(d->hour, d->minute, d->second, micro))
            return PyDateTime_FromDateAndTime((int)y, (int)m, (int)d->day, (int)d->hour, (int)d->minute,
                                              (int)d->second, (int)micro);
        int64_t v[8] = {y, m, d->day, d->hour, d->minute, d->second, micro, c->fsp};
        return call_ints(H_datetime_or_zero, 8, v);
    }
    case R_TIMESTAMP2: {
        const ks_column_cell__cell_timestamp2_t *t = &u->cell_timestamp2;
        int64_t micro = micro_of(t->has_fraction ? t->fraction : 0, c->fsp);
        if ((t->seconds == 0 && micro == 0) || micro > 999999) {
            int64_t v[3] = {t->seconds, micro, c->fsp};
            return call_ints(H_timestamp, 3, v);
        }
        int y, m, d;
        int64_t secs = t->seconds;
        civil_from_days(secs / 86400, &y, &m, &d);
        int64_t rem = secs % 86400;
        return PyDateTimeAPI->DateTime_FromDateAndTime(y, m, d, (int)(rem / 3600), (int)(rem / 60 % 60),
                                                       (int)(rem % 60), (int)micro, PyDateTime_TimeZone_UTC,
                                                       PyDateTimeAPI->DateTimeType);
    }
    case R_TIME:
    case R_TIME2: {
        int64_t micro;
        if (time_micro(c, u, &micro) < 0) return NULL;
        int64_t days = micro >= 0 ? micro / 86400000000LL : -((-micro + 86399999999LL) / 86400000000LL);
        int64_t rem = micro - days * 86400000000LL;
        return PyDelta_FromDSU((int)days, (int)(rem / 1000000), (int)(rem % 1000000));
    }
    case R_DATETIME: {
        int64_t v[8];
        if (old_datetime(u->cell_datetime.packed, v))
            return PyDateTime_FromDateAndTime((int)v[0], (int)v[1], (int)v[2], (int)v[3], (int)v[4], (int)v[5], 0);
        v[6] = v[7] = 0;
        return call_ints(H_datetime_or_zero, 8, v);
    }
    case R_TIMESTAMP: {
        int64_t secs = u->cell_timestamp.seconds;
        if (secs == 0) {
            int64_t v[3] = {0, 0, 0};
            return call_ints(H_timestamp, 3, v);
        }
        int y, m, d;
        civil_from_days(secs / 86400, &y, &m, &d);
        int64_t rem = secs % 86400;
        return PyDateTimeAPI->DateTime_FromDateAndTime(y, m, d, (int)(rem / 3600), (int)(rem / 60 % 60),
                                                       (int)(rem % 60), 0, PyDateTime_TimeZone_UTC,
                                                       PyDateTimeAPI->DateTimeType);
    }
    case R_DECIMAL: {
        const ks_column_cell__cell_decimal_t *d = &u->cell_decimal;
        char text[512];
        int len = decimal_digits(d->raw.p, d->raw.len, d->precision, d->scale, text, sizeof text);
        if (len < 0) {
            PyObject *raw = PyBytes_FromStringAndSize((const char *)d->raw.p, (Py_ssize_t)d->raw.len);
            if (!raw) return NULL;
            PyObject *prec = PyLong_FromLongLong(d->precision), *scale = PyLong_FromLongLong(d->scale);
            PyObject *r = (prec && scale) ? PyObject_CallFunctionObjArgs(H_decimal_from_bytes, raw, prec, scale, NULL) : NULL;
            Py_DECREF(raw); Py_XDECREF(prec); Py_XDECREF(scale);
            return r;
        }
        PyObject *s = PyUnicode_FromStringAndSize(text, len);
        if (!s) return NULL;
        PyObject *r = PyObject_CallOneArg(H_Decimal, s);
        Py_DECREF(s);
        return r;
    }
    case R_BIT: {
        const ks_bytes *raw = &u->cell_fixed.raw;
        if (raw->len > 8) return tree_value(c, u);
        return PyLong_FromUnsignedLongLong(be_upto8(raw->p, (int)raw->len));
    }
    case R_TEXT: return text_value(c, u->cell_var.raw.p, u->cell_var.raw.len);
    case R_CHAR:
    case R_CHAR_BINARY:
    case R_ENUM:
    case R_SET: {
        const ks_column_cell__cell_string_t *s = &u->cell_string;
        if (c->rule == R_CHAR_BINARY || c->rule == R_CHAR || s->value.which == 1) {
            if (s->value.which != 1) return mismatch("CHAR cell of another real type");
            const ks_bytes *raw = &s->value.cell_var.raw;
            if (c->rule == R_CHAR_BINARY && raw->len < c->max_length) {
                PyObject *b = PyBytes_FromStringAndSize(NULL, (Py_ssize_t)c->max_length);
                if (!b) return NULL;
                memcpy(PyBytes_AS_STRING(b), raw->p, (size_t)raw->len);
                memset(PyBytes_AS_STRING(b) + raw->len, 0, (size_t)(c->max_length - raw->len));
                return b;
            }
            if (c->rule == R_CHAR_BINARY) return PyBytes_FromStringAndSize((const char *)raw->p, (Py_ssize_t)raw->len);
            return text_value(c, raw->p, raw->len);
        }
        uint64_t v;
        int wide = member_bits(c, s, &v);
        if (wide) return wide < 0 ? NULL : tree_value(c, u);
        if (c->rule == R_ENUM) {
            Py_ssize_t k = enum_label(c, v);
            if (k == ENUM_NUMBER) return PyLong_FromUnsignedLongLong(v);
            PyObject *label = k == ENUM_EMPTY ? S_empty : PyTuple_GET_ITEM(c->labels, k);
            Py_INCREF(label);
            return label;
        }
        if (c->labels == Py_None) return PyLong_FromUnsignedLongLong(v);
        PyObject *items = PyList_New(0);
        if (!items) return NULL;
        Py_ssize_t nl = PyTuple_GET_SIZE(c->labels);
        for (Py_ssize_t i = 0; i < nl && i < 64; i++) {
            if (v >> i & 1) {
                if (PyList_Append(items, PyTuple_GET_ITEM(c->labels, i)) < 0) { Py_DECREF(items); return NULL; }
            }
        }
        PyObject *r = PyFrozenSet_New(items);
        Py_DECREF(items);
        return r;
    }
    case R_GEOMETRY: {
        const ks_column_cell__cell_geometry_t *g = &u->cell_geometry;
        PyObject *srid = PyLong_FromLongLong(g->srid);
        PyObject *wkb = PyBytes_FromStringAndSize((const char *)g->wkb.p, (Py_ssize_t)g->wkb.len);
        PyObject *r = (srid && wkb) ? PyObject_CallFunctionObjArgs(H_geometry, srid, wkb, NULL) : NULL;
        Py_XDECREF(srid); Py_XDECREF(wkb);
        return r;
    }
    case R_JSON: {  /* the document's bytes, rendered by the spec's mysql_json type in Python */
        const ks_bytes *raw = &u->cell_json.raw;
        PyObject *doc = PyBytes_FromStringAndSize((const char *)raw->p, (Py_ssize_t)raw->len);
        if (!doc) return NULL;
        PyObject *r = PyObject_CallOneArg(H_json_value, doc);
        Py_DECREF(doc);
        return r;
    }
    case R_TREE: return tree_value(c, u);
    default: return mismatch("no value rule");
    }
}

/* ------------------------------------------------------------------ Arrow buffers */

/* A growing buffer. `hint` is the length the buffer reached last time it was handed over: the next
 * batch reserves that much at once instead of doubling its way there. */
typedef struct { char *p; Py_ssize_t len, cap, hint; } Buf;

/* Memory of finished batches' buffers comes back here when Python lets go of it (Owned_dealloc)
 * and goes to the next batch's buffers: a fresh large allocation costs a page fault per page, and
 * that was a quarter of the time of an Arrow read. Bounded, so the memory held is at most about a
 * batch's; the GIL guards it. A batch of a wide table has some 50 buffers large enough, and a
 * reader holds one batch while the next fills: 64 slots let passes after the first fault in
 * 1,600-7,800 pages each (100 MB bench binlog), 256 about 370. */
#define POOL_SLOTS 256
#define POOL_MIN_BYTES ((Py_ssize_t)64 << 10)
#define POOL_MAX_BYTES ((Py_ssize_t)128 << 20)
static struct { char *p; Py_ssize_t cap; } pool[POOL_SLOTS];
static int pool_n;
static Py_ssize_t pool_bytes;
/* Buffers are malloc'd memory (PyMem_Raw*), which a thread without the GIL may take too; so the
 * pool has a lock of its own. */
#ifndef _WIN32
static pthread_mutex_t pool_lock = PTHREAD_MUTEX_INITIALIZER;
#define POOL_LOCK() pthread_mutex_lock(&pool_lock)
#define POOL_UNLOCK() pthread_mutex_unlock(&pool_lock)
#else
#define POOL_LOCK()
#define POOL_UNLOCK()
#endif

/* the smallest pooled block of at least `need` bytes and at most four times that, or NULL */
static char *pool_take(Py_ssize_t need, Py_ssize_t *cap) {
    int best = -1;
    char *p = NULL;
    POOL_LOCK();
    for (int i = 0; i < pool_n; i++)
        if (pool[i].cap >= need && pool[i].cap <= 4 * need && (best < 0 || pool[i].cap < pool[best].cap)) best = i;
    if (best >= 0) {
        p = pool[best].p;
        *cap = pool[best].cap;
        pool_bytes -= *cap;
        pool[best] = pool[--pool_n];
    }
    POOL_UNLOCK();
    return p;
}
static void pool_give(char *p, Py_ssize_t cap) {
    if (p && cap >= POOL_MIN_BYTES) {
        POOL_LOCK();
        int kept = pool_n < POOL_SLOTS && pool_bytes + cap <= POOL_MAX_BYTES;
        if (kept) {
            pool[pool_n].p = p;
            pool[pool_n].cap = cap;
            pool_n++;
            pool_bytes += cap;
        }
        POOL_UNLOCK();
        if (kept) return;
    }
    PyMem_RawFree(p);
}

__attribute__((noinline, cold)) static int buf_grow_slow(Buf *b, Py_ssize_t extra) {
    Py_ssize_t need = b->len + extra;
    Py_ssize_t cap = b->cap ? b->cap : 256;
    if (!b->cap && b->hint + b->hint / 8 > cap) cap = b->hint + b->hint / 8;
    while (cap < need) cap *= 2;
    if (!b->p && cap >= POOL_MIN_BYTES) {
        Py_ssize_t got;
        char *p = pool_take(cap, &got);
        if (p) { b->p = p; b->cap = got; return 0; }
    }
    char *p = PyMem_RawRealloc(b->p, (size_t)cap);
    if (!p) { if (!off_gil) PyErr_NoMemory(); return -1; }
    b->p = p; b->cap = cap;
    return 0;
}
static inline int buf_grow(Buf *b, Py_ssize_t extra) {
    if (__builtin_expect(b->len + extra <= b->cap, 1)) return 0;
    return buf_grow_slow(b, extra);
}
/* room for `want` bytes at once, pooled memory where there is some: a batch's first buffers would
 * otherwise double their way up from a few bytes, each step a copy into fresh pages */
#define RESERVE_MAX_BYTES ((Py_ssize_t)32 << 20)
static void buf_reserve(Buf *b, Py_ssize_t want) {
    if (want > RESERVE_MAX_BYTES) want = RESERVE_MAX_BYTES;  /* (beyond that, doubling costs little) */
    if (want <= b->cap || want < POOL_MIN_BYTES) return;
    Py_ssize_t got;
    char *p = pool_take(want, &got);
    if (!p) {
        p = PyMem_RawMalloc((size_t)want);
        if (!p) return;  /* (only room asked ahead: the buffer grows as it would have) */
        got = want;
    }
    if (b->len) memcpy(p, b->p, (size_t)b->len);
    PyMem_RawFree(b->p);
    b->p = p;
    b->cap = got;
}
static inline int buf_put(Buf *b, const void *src, Py_ssize_t n) {
    if (buf_grow(b, n) < 0) return -1;
    if (n > 0)  /* (a buffer with nothing in it yet may have no memory: no copy to or from NULL) */
        memcpy(b->p + b->len, src, (size_t)n);
    b->len += n;
    return 0;
}
static void buf_free(Buf *b) { PyMem_RawFree(b->p); b->p = NULL; b->len = b->cap = 0; }

typedef struct {
    int kind;
    int64_t length, nulls, child_length;
    Buf valid, data, offsets, child_offsets, child_data;
    /* a date column's last month (month_of): year * 16 + month (0: none yet), the days from
     * 1970-01-01 to its first day and its number of days */
    int64_t month_key, month_first;
    int month_days;
} Col;

static int col_init(Col *c, int kind) {
    Py_ssize_t hints[5] = {c->valid.hint, c->data.hint, c->offsets.hint, c->child_offsets.hint, c->child_data.hint};
    memset(c, 0, sizeof *c);
    c->valid.hint = hints[0]; c->data.hint = hints[1]; c->offsets.hint = hints[2];
    c->child_offsets.hint = hints[3]; c->child_data.hint = hints[4];
    c->kind = kind;
    if (kind == A_STR || kind == A_BIN || kind == A_LIST_STR) {
        int32_t zero = 0;
        if (buf_put(&c->offsets, &zero, 4) < 0) return -1;
        if (kind == A_LIST_STR && buf_put(&c->child_offsets, &zero, 4) < 0) return -1;
    }
    return 0;
}
static void col_free(Col *c) {
    buf_free(&c->valid); buf_free(&c->data); buf_free(&c->offsets);
    buf_free(&c->child_offsets); buf_free(&c->child_data);
}

/* A column's validity bits. While it is built, the bits of its last byte past its length are
 * set (a byte starts as 0xff), so that a value appends no bit: only a NULL clears its own. Those
 * bits are cleared when the buffer is handed to Arrow (valid_end). A value took a load, an OR and
 * a store of its byte before; they were a twelfth of image_program's instructions. */
AI int valid_bit(Col *c, int ok) {
    int64_t i = c->length;
    if ((i & 7) == 0) {
        if (buf_grow(&c->valid, 1) < 0) return -1;
        c->valid.p[c->valid.len++] = (char)0xff;
    }
    if (!ok) {
        ((uint8_t *)c->valid.p)[i >> 3] &= (uint8_t)~(1 << (i & 7));
        c->nulls++;
    }
    return 0;
}
/* the bits past `length` in a validity buffer's last byte set again (a rollback's, a join's) */
static inline void valid_past(Buf *valid, int64_t length) {
    if (length & 7) ((uint8_t *)valid->p)[length >> 3] |= (uint8_t)~((1 << (length & 7)) - 1);
}
/* the bits past `length` cleared: the buffer as Arrow takes it */
static inline void valid_end(Buf *valid, int64_t length) {
    if (length & 7) ((uint8_t *)valid->p)[length >> 3] &= (uint8_t)((1 << (length & 7)) - 1);
}

static int width_of(int kind) {
    switch (kind) {
    case A_I32: case A_F32: case A_DATE32: return 4;
    case A_I64: case A_F64: return 8;
    case A_DEC128: return 16;
    default: return 0;
    }
}

AI int col_null(Col *c) {
    if (valid_bit(c, 0) < 0) return -1;
    int w = width_of(c->kind);
    if (w) {
        if (buf_grow(&c->data, w) < 0) return -1;
        char *dst = c->data.p + c->data.len;
        switch (w) {  /* constant sizes, so the stores are inlined */
        case 4: memset(dst, 0, 4); break;
        case 8: memset(dst, 0, 8); break;
        case 16: memset(dst, 0, 16); break;
        default: memset(dst, 0, (size_t)w);
        }
        c->data.len += w;
    } else {
        int32_t off = (int32_t)(c->kind == A_LIST_STR ? c->child_length : c->data.len);
        if (buf_put(&c->offsets, &off, 4) < 0) return -1;
    }
    c->length++;
    return 0;
}
/* one fixed-width value of `w` bytes (the column kind's width: callers pass sizeof their value) */
AI int col_put(Col *c, const void *v, size_t w) {
    if (valid_bit(c, 1) < 0 || buf_grow(&c->data, (Py_ssize_t)w) < 0) return -1;
    if (w == 16) {
        /* a decimal128 in two 8-byte halves: its value was just stored to the stack as two
         * halves (decimal_unscaled's result, a widened INT), and one 16-byte load of them
         * cannot be forwarded from those two stores, which stalled it (perf annotate: 7% of
         * image_program's samples on that load in the bench's Arrow read) */
        memcpy(c->data.p + c->data.len, v, 8);
        memcpy(c->data.p + c->data.len + 8, (const char *)v + 8, 8);
    } else
        memcpy(c->data.p + c->data.len, v, w);
    c->data.len += (Py_ssize_t)w;
    c->length++;
    return 0;
}
#define col_fixed(c, v) col_put((c), (v), sizeof *(v))
AI int col_i64(Col *c, int64_t v) {
    if (c->kind == A_I32) { int32_t x = (int32_t)v; return col_fixed(c, &x); }
    if (c->kind == A_DEC128) { __int128 x = v; return col_fixed(c, &x); }
    return col_fixed(c, &v);
}
/* a string column's data would pass Arrow's 32-bit offsets: -1 */
static int too_big(void) {
    if (!off_gil) PyErr_SetString(PyExc_OverflowError, "Arrow batch over 2 GiB");
    return -1;
}
static int col_bytes(Col *c, const void *p, Py_ssize_t n) {
    if (c->data.len + n > INT32_MAX) return too_big();
    if (valid_bit(c, 1) < 0 || buf_put(&c->data, p, n) < 0) return -1;
    int32_t off = (int32_t)c->data.len;
    if (buf_put(&c->offsets, &off, 4) < 0) return -1;
    c->length++;
    return 0;
}

/* `count` more bits of `ok` in a column's validity (whole bytes at once where it can) */
static int valid_run(Col *c, int ok, int64_t count) {
    int64_t i = c->length, last = i + count;
    if (buf_grow(&c->valid, (Py_ssize_t)((last + 7) / 8 - (i + 7) / 8)) < 0) return -1;
    uint8_t *v = (uint8_t *)c->valid.p;
    /* (the bits of a started byte are set already: valid_bit) */
    for (; i < last && (i & 7); i++) if (!ok) v[i >> 3] &= (uint8_t)~(1 << (i & 7));
    int64_t whole = (last - i) / 8;
    if (whole) { memset(v + (i >> 3), ok ? 0xff : 0, (size_t)whole); i += whole * 8; }
    if (i < last) v[i >> 3] = 0xff;
    for (; i < last; i++) if (!ok) v[i >> 3] &= (uint8_t)~(1 << (i & 7));
    c->valid.len = (Py_ssize_t)((last + 7) / 8);
    if (!ok) c->nulls += count;
    return 0;
}
/* `count` NULLs at once (what `count` calls of col_null append) */
static int col_null_run(Col *c, int64_t count) {
    if (count <= 0) return 0;
    if (valid_run(c, 0, count) < 0) return -1;
    int w = width_of(c->kind);
    if (w) {
        if (buf_grow(&c->data, (Py_ssize_t)(w * count)) < 0) return -1;
        memset(c->data.p + c->data.len, 0, (size_t)(w * count));
        c->data.len += (Py_ssize_t)(w * count);
    } else {
        int32_t off = (int32_t)(c->kind == A_LIST_STR ? c->child_length : c->data.len);
        if (buf_grow(&c->offsets, (Py_ssize_t)(4 * count)) < 0) return -1;
        int32_t *o = (int32_t *)(c->offsets.p + c->offsets.len);
        for (int64_t k = 0; k < count; k++) o[k] = off;
        c->offsets.len += (Py_ssize_t)(4 * count);
    }
    c->length += count;
    return 0;
}
/* `n` bytes at dst, then copies of them up to `total` bytes: the copies double, each one memcpy */
static void fill_copies(char *dst, const void *src, Py_ssize_t n, Py_ssize_t total) {
    if (total <= 0) return;
    memcpy(dst, src, (size_t)n);
    for (Py_ssize_t done = n; done < total;) {
        Py_ssize_t more = done < total - done ? done : total - done;
        memcpy(dst + done, dst, (size_t)more);
        done += more;
    }
}
/* the same fixed-width value `count` times */
static int col_fixed_run(Col *c, const void *v, size_t w, int64_t count) {
    if (count <= 0) return 0;
    if (valid_run(c, 1, count) < 0 || buf_grow(&c->data, (Py_ssize_t)(w * count)) < 0) return -1;
    fill_copies(c->data.p + c->data.len, v, (Py_ssize_t)w, (Py_ssize_t)(w * count));
    c->data.len += (Py_ssize_t)(w * count);
    c->length += count;
    return 0;
}
/* the same string `count` times */
static int col_bytes_run(Col *c, const void *p, Py_ssize_t n, int64_t count) {
    if (count <= 0) return 0;
    if (c->data.len + n * count > INT32_MAX) return too_big();
    if (valid_run(c, 1, count) < 0 || buf_grow(&c->data, (Py_ssize_t)(n * count)) < 0
        || buf_grow(&c->offsets, (Py_ssize_t)(4 * count)) < 0) return -1;
    int32_t *o = (int32_t *)(c->offsets.p + c->offsets.len);
    int32_t at = (int32_t)c->data.len;
    for (int64_t k = 0; k < count; k++) o[k] = at + (int32_t)((k + 1) * n);
    if (n) fill_copies(c->data.p + c->data.len, p, n, n * count);
    c->data.len += n * count;
    c->offsets.len += (Py_ssize_t)(4 * count);
    c->length += count;
    return 0;
}

/* A buffer's memory handed to Python without a copy: an object with the buffer protocol that
 * owns the memory and frees it when the last view of it (an Arrow buffer, say) is gone. */
typedef struct {
    PyObject_HEAD
    char *p;
    Py_ssize_t len, cap;
} OwnedObject;

static void Owned_dealloc(OwnedObject *self) {
    pool_give(self->p, self->cap);
    Py_TYPE(self)->tp_free((PyObject *)self);
}
static int Owned_getbuffer(OwnedObject *self, Py_buffer *view, int flags) {
    return PyBuffer_FillInfo(view, (PyObject *)self, self->p ? self->p : (char *)"", self->len, 1, flags);
}
static PyBufferProcs Owned_as_buffer = {(getbufferproc)Owned_getbuffer, NULL};
static PyTypeObject OwnedType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "binlogspec._fastrows.Owned",
    .tp_basicsize = sizeof(OwnedObject),
    .tp_dealloc = (destructor)Owned_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "Memory a finished batch column handed over (read-only buffer).",
    .tp_as_buffer = &Owned_as_buffer,
};

/* the buffer's memory as an Owned object; the buffer is left empty */
static PyObject *bytes_of(Buf *b) {
    OwnedObject *o = PyObject_New(OwnedObject, &OwnedType);
    if (!o) return NULL;
    o->p = b->p;
    o->len = b->len;
    o->cap = b->cap;
    b->hint = b->len;
    b->p = NULL;
    b->len = b->cap = 0;
    return (PyObject *)o;
}

/* (kind, length, null_count, validity or None, data, offsets, child_offsets, child_data, child_length) */
static PyObject *col_export(Col *c) {
    PyObject *valid;
    if (c->nulls) {
        valid_end(&c->valid, c->length);
        valid = bytes_of(&c->valid);
    } else { valid = Py_None; Py_INCREF(valid); }
    return Py_BuildValue("(iLLNNNNNL)", c->kind, (long long)c->length, (long long)c->nulls, valid,
                         bytes_of(&c->data), bytes_of(&c->offsets), bytes_of(&c->child_offsets),
                         bytes_of(&c->child_data), (long long)c->child_length);
}

static int append_utf8_of(Col *out, PyObject *v) {
    if (PyUnicode_Check(v)) {
        Py_ssize_t n;
        const char *s = PyUnicode_AsUTF8AndSize(v, &n);
        if (!s) return -1;
        return col_bytes(out, s, n);
    }
    PyErr_SetString(Mismatch, "text that is not str");
    return -1;
}

/* The Arrow rules, one function per rule, on the cell the generated reader filled in. arrow_value
 * dispatches on the column's rule; a batch's program (below) calls the rule of its step directly. */
AI int arrow_float(Col *out, const ks_column_cell__cell_float_t *v) {
    if (!v->has_value) { mismatch("FLOAT of an unusual size"); return -1; }
    float f = (float)v->value;
    return col_fixed(out, &f);
}
AI int arrow_double(Col *out, const ks_column_cell__cell_double_t *v) {
    if (!v->has_value) { mismatch("DOUBLE of an unusual size"); return -1; }
    return col_fixed(out, &v->value);
}
/* The days from 1970-01-01 to y-m-d (*days), or 0 when valid_date refuses it: by the column's
 * last month, kept in `out` (a column's rows mostly share their month with the row before), else
 * days_from_civil, as valid_date and days_from_civil would give it. */
AI int month_of(Col *out, int64_t y, int64_t m, int64_t d, int64_t *days) {
    int64_t key = y * 16 + m;
    if (__builtin_expect(key != out->month_key, 0)) {
        if (!(y >= 1 && y <= 9999 && m >= 1 && m <= 12)) return 0;
        out->month_key = key;
        out->month_first = days_from_civil(y, m, 1);
        out->month_days = days_in_month(y, m);
    }
    *days = out->month_first + d - 1;
    return d >= 1 && d <= out->month_days;
}
AI int arrow_date(Col *out, const ks_column_cell__cell_date_t *d) {
    int64_t days;
    if (!month_of(out, d->year, d->month, d->day, &days)) return col_null(out);
    int32_t x = (int32_t)days;
    return col_fixed(out, &x);
}
AI int arrow_datetime2(ColSpec *c, Col *out, const ks_column_cell__cell_datetime2_t *d) {
    int64_t micro = micro_of(d->has_fraction ? d->fraction : 0, c->fsp);
    int64_t y = d->year_month / 13, m = d->year_month % 13, days;
    if (!(month_of(out, y, m, d->day, &days) && valid_time(d->hour, d->minute, d->second, micro))) return col_null(out);
    int64_t us = ((days * 86400 + d->hour * 3600 + d->minute * 60 + d->second) * 1000000) + micro;
    return col_fixed(out, &us);
}
AI int arrow_timestamp2(ColSpec *c, Col *out, const ks_column_cell__cell_timestamp2_t *t) {
    int64_t micro = micro_of(t->has_fraction ? t->fraction : 0, c->fsp);
    if (t->seconds == 0 && micro == 0) return col_null(out);
    if (micro > 999999) { mismatch("TIMESTAMP fraction out of range"); return -1; }
    int64_t us = t->seconds * 1000000 + micro;
    return col_fixed(out, &us);
}
AI int arrow_decimal_digits(Col *out, const uint8_t *raw, int64_t len, const DecShape *shape) {
    __int128 unscaled;
    if (decimal_unscaled(raw, len, shape, &unscaled) < 0) {
        mismatch("DECIMAL with no exact 128-bit form");
        return -1;
    }
    return col_fixed(out, &unscaled);
}
AI int arrow_decimal(Col *out, const ks_column_cell__cell_decimal_t *d) {
    DecShape shape = dec_shape(d->precision, d->scale);
    return arrow_decimal_digits(out, d->raw.p, d->raw.len, &shape);
}
AI int arrow_bit(Col *out, const ks_bytes *raw) {
    if (raw->len > 8) { mismatch("BIT wider than 64 bits"); return -1; }
    uint64_t v = be_upto8(raw->p, (int)raw->len);
    if (out->kind == A_DEC128) { __int128 x = (__int128)v; return col_fixed(out, &x); }
    return col_i64(out, (int64_t)v);
}
/* TEXT, CHAR and BINARY: `raw` is the cell's bytes */
AI int arrow_text(ColSpec *c, Col *out, const ks_bytes *raw) {
    if (out->kind == A_BIN) {
        if (c->rule == R_CHAR_BINARY && raw->len < c->max_length) {
            if (valid_bit(out, 1) < 0 || buf_put(&out->data, raw->p, raw->len) < 0) return -1;
            Py_ssize_t pad = (Py_ssize_t)(c->max_length - raw->len);
            if (buf_grow(&out->data, pad) < 0) return -1;
            memset(out->data.p + out->data.len, 0, (size_t)pad);
            out->data.len += pad;
            int32_t off = (int32_t)out->data.len;
            if (buf_put(&out->offsets, &off, 4) < 0) return -1;
            out->length++;
            return 0;
        }
        return col_bytes(out, raw->p, raw->len);
    }
    if (c->text_mode == T_UTF8) {
        if (!utf8_valid(raw->p, raw->len)) { mismatch("text that is not UTF-8"); return -1; }
        return col_bytes(out, raw->p, raw->len);
    }
    if (c->text_mode == T_TABLE) {  /* (a byte the charset leaves undefined: its bytes, no str) */
        if (out->data.len + 3 * raw->len > INT32_MAX) return too_big();
        if (buf_grow(&out->data, (Py_ssize_t)(3 * raw->len + 3)) < 0) return -1;
        int64_t len = charmap_utf8(c->map, raw->p, raw->len, out->data.p + out->data.len);
        if (len < 0) { mismatch("text that is not str"); return -1; }
        if (valid_bit(out, 1) < 0) return -1;
        out->data.len += (Py_ssize_t)len;
        int32_t off = (int32_t)out->data.len;
        if (buf_put(&out->offsets, &off, 4) < 0) return -1;
        out->length++;
        return 0;
    }
    PyObject *v = text_value(c, raw->p, raw->len);
    if (!v) return -1;
    int r = append_utf8_of(out, v);
    Py_DECREF(v);
    return r;
}
AI int arrow_enum(ColSpec *c, Col *out, const ks_column_cell__cell_string_t *s) {
    uint64_t v;
    int r = member_bits(c, s, &v);
    if (r) {
        if (r > 0) mismatch("ENUM wider than 64 bits");
        return -1;
    }
    Py_ssize_t k = enum_label(c, v);
    if (k == ENUM_EMPTY) return col_bytes(out, "", 0);
    if (k >= 0) {
        PyObject *b = PyTuple_GET_ITEM(c->label_bytes, k);
        return col_bytes(out, PyBytes_AS_STRING(b), PyBytes_GET_SIZE(b));
    }
    char tmp[24];
    int n = fmt_u64(tmp, v, 1);
    return col_bytes(out, tmp, n);
}
static int arrow_set(ColSpec *c, Col *out, const ks_column_cell__cell_string_t *s) {
    uint64_t v;
    int r = member_bits(c, s, &v);
    if (r) {
        if (r > 0) mismatch("SET wider than 64 bits");
        return -1;
    }
    if (out->kind == A_I64) return col_i64(out, (int64_t)v);
    if (valid_bit(out, 1) < 0) return -1;
    Py_ssize_t k = 0;
    for (PyObject *b; (b = set_member(c, v, &k));) {
        if (buf_put(&out->child_data, PyBytes_AS_STRING(b), PyBytes_GET_SIZE(b)) < 0) return -1;
        int32_t off = (int32_t)out->child_data.len;
        if (buf_put(&out->child_offsets, &off, 4) < 0) return -1;
        out->child_length++;
    }
    int32_t off = (int32_t)out->child_length;
    if (buf_put(&out->offsets, &off, 4) < 0) return -1;
    out->length++;
    return 0;
}

static int arrow_value(ColSpec *c, Col *out, const ks_cell_any *u) {
    switch (c->rule) {
    case R_INT_S: return col_i64(out, u->cell_int.value_signed);
    case R_INT_U:
        if (out->kind == A_DEC128) { __int128 x = (__int128)u->cell_int.value_unsigned; return col_fixed(out, &x); }
        return col_i64(out, (int64_t)u->cell_int.value_unsigned);
    case R_FLOAT: return arrow_float(out, &u->cell_float);
    case R_DOUBLE: return arrow_double(out, &u->cell_double);
    case R_YEAR: return col_i64(out, u->cell_year.year);
    case R_DATE: return arrow_date(out, &u->cell_date);
    case R_DATETIME2: return arrow_datetime2(c, out, &u->cell_datetime2);
    case R_TIMESTAMP2: return arrow_timestamp2(c, out, &u->cell_timestamp2);
    case R_TIME:
    case R_TIME2: {
        int64_t micro;
        if (time_micro(c, u, &micro) < 0) return -1;
        return col_i64(out, micro);
    }
    case R_DATETIME: {
        int64_t v[6];
        if (!old_datetime(u->cell_datetime.packed, v)) return col_null(out);
        return col_i64(out, (days_from_civil(v[0], v[1], v[2]) * 86400 + v[3] * 3600 + v[4] * 60 + v[5]) * 1000000);
    }
    case R_TIMESTAMP:
        if (u->cell_timestamp.seconds == 0) return col_null(out);
        return col_i64(out, u->cell_timestamp.seconds * 1000000);
    case R_DECIMAL: return arrow_decimal(out, &u->cell_decimal);
    case R_BIT: return arrow_bit(out, &u->cell_fixed.raw);
    case R_TEXT: return arrow_text(c, out, &u->cell_var.raw);
    case R_CHAR:
    case R_CHAR_BINARY:
        if (u->cell_string.value.which != 1) { mismatch("CHAR cell of another real type"); return -1; }
        return arrow_text(c, out, &u->cell_string.value.cell_var.raw);
    case R_ENUM: return arrow_enum(c, out, &u->cell_string);
    case R_SET: return arrow_set(c, out, &u->cell_string);
    case R_GEOMETRY:
        return col_bytes(out, u->cell_geometry.wkb.p, u->cell_geometry.wkb.len);
    case R_JSON: {  /* its text, as the Python value holds it */
        PyObject *v = py_value(c, u);
        if (!v) return -1;
        int r = append_utf8_of(out, v);
        Py_DECREF(v);
        return r;
    }
    default:
        mismatch("no Arrow rule");
        return -1;
    }
}

/* ------------------------------------------------------------------ JSON text
 *
 * The JSON rendering of python/binlogspec/jsonout.py (the README's table), written straight into
 * one buffer: numbers as Python's json module writes them, DECIMAL digits and dates as strings,
 * text escaped as json.dumps(ensure_ascii=False) escapes it, bytes as "base64:...". A value this
 * writer has no native form for (GEOMETRY, the TREE rule's types, zero dates, text in a charset
 * decoded by Python, NaN) is built by the Python rule (py_value) and rendered by jsonout.dumps,
 * so the text is the same either way; tests/test_fast_path.py holds the two equal. */

static PyObject *H_json;  /* jsonout.dumps */

static inline int put_c(Buf *b, char ch) {
    if (b->len + 1 > b->cap && buf_grow(b, 1) < 0) return -1;
    b->p[b->len++] = ch;
    return 0;
}
#define PUT_LIT(b, s) buf_put((b), (s), (Py_ssize_t)(sizeof(s) - 1))

static int put_i64(Buf *b, int64_t v) {
    char tmp[24];
    int n = 0;
    if (v < 0) { tmp[n++] = '-'; n += fmt_u64(tmp + 1, v == INT64_MIN ? (uint64_t)INT64_MAX + 1 : (uint64_t)-v, 1); }
    else n = fmt_u64(tmp, (uint64_t)v, 1);
    return buf_put(b, tmp, n);
}
static int put_u64(Buf *b, uint64_t v) {
    char tmp[24];
    return buf_put(b, tmp, fmt_u64(tmp, v, 1));
}
/* v zero-padded to `width` digits (an even width, or 2 for the last two of an odd one) */
static inline void digits(char *out, int64_t v, int width) {
    for (int i = width - 2; i >= 0; i -= 2) { memcpy(out + i, DIGITS2 + 2 * (v % 100), 2); v /= 100; }
}

/* a JSON string of UTF-8 text, escaped as json.dumps(..., ensure_ascii=False) does */
static int put_json_str(Buf *b, const uint8_t *s, int64_t n) {
    static const char hex[] = "0123456789abcdef";
    if (buf_grow(b, n + 2) < 0) return -1;
    b->p[b->len++] = '"';
    int64_t run = 0;
    for (int64_t i = 0; i < n; i++) {
        uint8_t ch = s[i];
        if (ch >= 0x20 && ch != '"' && ch != '\\') continue;
        if (buf_put(b, s + run, (Py_ssize_t)(i - run)) < 0) return -1;
        run = i + 1;
        char esc[6] = {'\\', 0, 0, 0, 0, 0};
        int len = 2;
        switch (ch) {
        case '"': esc[1] = '"'; break;
        case '\\': esc[1] = '\\'; break;
        case '\n': esc[1] = 'n'; break;
        case '\r': esc[1] = 'r'; break;
        case '\t': esc[1] = 't'; break;
        case '\b': esc[1] = 'b'; break;
        case '\f': esc[1] = 'f'; break;
        default: esc[1] = 'u'; esc[2] = '0'; esc[3] = '0'; esc[4] = hex[ch >> 4]; esc[5] = hex[ch & 15]; len = 6;
        }
        if (buf_put(b, esc, len) < 0) return -1;
    }
    if (buf_put(b, s + run, (Py_ssize_t)(n - run)) < 0) return -1;
    return put_c(b, '"');
}

/* "base64:..." (standard alphabet, padded), as jsonout writes bytes */
static int put_base64(Buf *b, const uint8_t *s, int64_t n) {
    static const char abc[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    if (buf_grow(b, 10 + (n + 2) / 3 * 4) < 0) return -1;
    char *o = b->p + b->len;
    memcpy(o, "\"base64:", 8);
    o += 8;
    int64_t i = 0;
    for (; i + 3 <= n; i += 3) {
        uint32_t v = (uint32_t)s[i] << 16 | (uint32_t)s[i + 1] << 8 | s[i + 2];
        *o++ = abc[v >> 18]; *o++ = abc[v >> 12 & 63]; *o++ = abc[v >> 6 & 63]; *o++ = abc[v & 63];
    }
    if (n - i == 1) {
        uint32_t v = (uint32_t)s[i] << 16;
        *o++ = abc[v >> 18]; *o++ = abc[v >> 12 & 63]; *o++ = '='; *o++ = '=';
    } else if (n - i == 2) {
        uint32_t v = (uint32_t)s[i] << 16 | (uint32_t)s[i + 1] << 8;
        *o++ = abc[v >> 18]; *o++ = abc[v >> 12 & 63]; *o++ = abc[v >> 6 & 63]; *o++ = '=';
    }
    *o++ = '"';
    b->len = o - b->p;
    return 0;
}

/* Python's repr of a finite v with 1e-4 <= |v| < 2^53 (written in fixed notation there), into
 * out (32 bytes), when it can be told without Python's dtoa; its length, or 0 (then ask
 * PyOS_double_to_string). repr is the shortest decimal that reads back as v. For k = 0, 1, ...
 * decimals, the integers c near |v| * 10^k are the only k-decimal strings that can read back as
 * v (|c - |v|10^k| <= 2 while |v|10^k < 2^53); c reads back as v exactly when c / 10^k == |v| in
 * double arithmetic (c and 10^k are exact, and IEEE division rounds correctly, as reading the
 * decimal does). The first k with one such c gives the shortest string; when two read back,
 * repr takes the one nearer v, which is left to dtoa. */
static int short_double(double v, char *out) {
    static const double P10[] = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
                                 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
    const double two53 = 9007199254740992.0;
    double a = fabs(v);
    if (!(a >= 1e-4 && a < two53)) return 0;
    int e;
    frexp(a, &e);
    double ulp = ldexp(1.0, e - 53);
    for (int k = 0; k <= 22; k++) {
        double p = a * P10[k];
        if (p >= two53) return 0;
        double m = (double)(int64_t)(p + 0.5);
        /* no integer within reach of the exact |v|10^k: the error of p (at most half its ulp,
         * which is at most p 2^-52) and |v|'s half ulp scaled, each counted twice over or more */
        if (fabs(p - m) > ulp * P10[k] + p * 0x1p-51) continue;
        int found = 0;
        uint64_t c = 0;
        for (int d = -2; d <= 2; d++) {
            double x = m + d;
            if (x < 0 || x >= two53) continue;
            if (x / P10[k] == a) { found++; c = (uint64_t)x; }
        }
        if (found > 1) return 0;
        if (!found) continue;
        char digits[24];
        int nd = fmt_u64(digits, c, k + 1);  /* at least one digit before the point */
        int n = 0;
        if (v < 0) out[n++] = '-';
        memcpy(out + n, digits, (size_t)(nd - k)); n += nd - k;
        out[n++] = '.';
        if (k) { memcpy(out + n, digits + nd - k, (size_t)k); n += k; }
        else out[n++] = '0';
        return n;
    }
    return 0;
}

/* a float as Python's repr (what json.dumps writes); NaN and infinities go to the Python rule */
static int put_double(Buf *b, double v) {
    char quick[32];
    int n = short_double(v, quick);
    if (n) return buf_put(b, quick, n);
    char *text = PyOS_double_to_string(v, 'r', 0, Py_DTSF_ADD_DOT_0, NULL);
    if (!text) return -1;
    int r = buf_put(b, text, (Py_ssize_t)strlen(text));
    PyMem_Free(text);
    return r;
}

/* "YYYY-MM-DD" or "YYYY-MM-DDTHH:MM:SS[.ffffff][+00:00]", as date/datetime.isoformat(): between
 * `quote`s (none when 0), date and time apart by `sep` (the SQL writer's, _fastsql.c: ' and ' ') */
static int put_when(Buf *b, char quote, char sep, int64_t y, int64_t m, int64_t d, int time, int64_t h, int64_t mi,
                    int64_t s, int64_t us, int utc) {
    char t[40];
    int n = 0;
    if (quote) t[n++] = quote;
    digits(t + n, y, 4); n += 4; t[n++] = '-';
    digits(t + n, m, 2); n += 2; t[n++] = '-';
    digits(t + n, d, 2); n += 2;
    if (time) {
        t[n++] = sep;
        digits(t + n, h, 2); n += 2; t[n++] = ':';
        digits(t + n, mi, 2); n += 2; t[n++] = ':';
        digits(t + n, s, 2); n += 2;
        if (us) { t[n++] = '.'; digits(t + n, us, 6); n += 6; }
        if (utc) { memcpy(t + n, "+00:00", 6); n += 6; }
    }
    if (quote) t[n++] = quote;
    return buf_put(b, t, n);
}
#define put_datetime(b, ...) put_when((b), '"', 'T', __VA_ARGS__)

/* a TIME's signed microseconds as jsonout._timedelta_text writes them: "[-]HH:MM:SS[.ffffff]",
 * hours in as many digits as they take (at least two), between `quote`s (sql._time: ') */
static int put_clock(Buf *b, char quote, int64_t micro) {
    char t[48];
    int n = 0;
    t[n++] = quote;
    if (micro < 0) { t[n++] = '-'; micro = -micro; }
    int64_t secs = micro / 1000000, frac = micro % 1000000, hours = secs / 3600;
    char h[24];
    int hn = fmt_u64(h, (uint64_t)hours, 2);
    memcpy(t + n, h, (size_t)hn); n += hn; t[n++] = ':';
    digits(t + n, secs / 60 % 60, 2); n += 2; t[n++] = ':';
    digits(t + n, secs % 60, 2); n += 2;
    if (frac) { t[n++] = '.'; digits(t + n, frac, 6); n += 6; }
    t[n++] = quote;
    return buf_put(b, t, n);
}
#define put_time(b, micro) put_clock((b), '"', (micro))

/* the Python rule's value, rendered by jsonout.dumps */
static int json_by_python(ColSpec *c, Buf *b, const ks_cell_any *u) {
    PyObject *v = py_value(c, u);
    if (!v) return -1;
    PyObject *text = PyObject_CallOneArg(H_json, v);
    Py_DECREF(v);
    if (!text) return -1;
    PyObject *raw = PyUnicode_AsEncodedString(text, "utf-8", "surrogateescape");
    Py_DECREF(text);
    if (!raw) return -1;
    int r = buf_put(b, PyBytes_AS_STRING(raw), PyBytes_GET_SIZE(raw));
    Py_DECREF(raw);
    return r;
}

static int json_text(ColSpec *c, Buf *b, const ks_cell_any *u, const uint8_t *p, int64_t n) {
    if (c->text_mode == T_BYTES) return put_base64(b, p, n);
    if (c->text_mode == T_UTF8) return utf8_valid(p, n) ? put_json_str(b, p, n) : put_base64(b, p, n);
    if (c->text_mode == T_TABLE) {
        char small[256], *dst = 3 * n + 3 <= (int64_t)sizeof small ? small : PyMem_Malloc((size_t)(3 * n + 3));
        if (!dst) { PyErr_NoMemory(); return -1; }
        int64_t len = charmap_utf8(c->map, p, n, dst);
        int r = len >= 0 ? put_json_str(b, (const uint8_t *)dst, len) : put_base64(b, p, n);
        if (dst != small) PyMem_Free(dst);
        return r;
    }
    return json_by_python(c, b, u);
}

static int json_value(ColSpec *c, Buf *b, const ks_cell_any *u) {
    if (!c->json_native) return json_by_python(c, b, u);
    switch (c->rule) {
    case R_INT_S: return put_i64(b, u->cell_int.value_signed);
    case R_INT_U: return put_u64(b, u->cell_int.value_unsigned);
    case R_YEAR: return put_i64(b, u->cell_year.year);
    case R_FLOAT:
        if (!u->cell_float.has_value) { mismatch("FLOAT of an unusual size"); return -1; }
        if (!isfinite(u->cell_float.value)) return json_by_python(c, b, u);
        return put_double(b, u->cell_float.value);
    case R_DOUBLE:
        if (!u->cell_double.has_value) { mismatch("DOUBLE of an unusual size"); return -1; }
        if (!isfinite(u->cell_double.value)) return json_by_python(c, b, u);
        return put_double(b, u->cell_double.value);
    case R_DATE: {
        const ks_column_cell__cell_date_t *d = &u->cell_date;
        if (!valid_date(d->year, d->month, d->day)) return json_by_python(c, b, u);
        return put_datetime(b, d->year, d->month, d->day, 0, 0, 0, 0, 0, 0);
    }
    case R_DATETIME2: {
        const ks_column_cell__cell_datetime2_t *d = &u->cell_datetime2;
        int64_t micro = micro_of(d->has_fraction ? d->fraction : 0, c->fsp);
        int64_t y = d->year_month / 13, m = d->year_month % 13;
        if (!(valid_date(y, m, d->day) && valid_time(d->hour, d->minute, d->second, micro)))
            return json_by_python(c, b, u);
        return put_datetime(b, y, m, d->day, 1, d->hour, d->minute, d->second, micro, 0);
    }
    case R_TIMESTAMP2: {
        const ks_column_cell__cell_timestamp2_t *t = &u->cell_timestamp2;
        int64_t micro = micro_of(t->has_fraction ? t->fraction : 0, c->fsp);
        if ((t->seconds == 0 && micro == 0) || micro > 999999) return json_by_python(c, b, u);
        int y, m, d;
        civil_from_days(t->seconds / 86400, &y, &m, &d);
        int64_t rem = t->seconds % 86400;
        return put_datetime(b, y, m, d, 1, rem / 3600, rem / 60 % 60, rem % 60, micro, 1);
    }
    case R_TIME:
    case R_TIME2: {
        int64_t micro;
        if (time_micro(c, u, &micro) < 0) return -1;
        return put_time(b, micro);
    }
    case R_DATETIME: {
        int64_t v[6];
        if (!old_datetime(u->cell_datetime.packed, v)) return json_by_python(c, b, u);
        return put_datetime(b, v[0], v[1], v[2], 1, v[3], v[4], v[5], 0, 0);
    }
    case R_TIMESTAMP: {
        int64_t secs = u->cell_timestamp.seconds;
        if (secs == 0) return json_by_python(c, b, u);
        int y, m, d;
        civil_from_days(secs / 86400, &y, &m, &d);
        int64_t rem = secs % 86400;
        return put_datetime(b, y, m, d, 1, rem / 3600, rem / 60 % 60, rem % 60, 0, 1);
    }
    case R_DECIMAL: {
        const ks_column_cell__cell_decimal_t *d = &u->cell_decimal;
        char text[512];
        int len = decimal_digits(d->raw.p, d->raw.len, d->precision, d->scale, text, sizeof text);
        if (len < 0) return json_by_python(c, b, u);
        return put_json_str(b, (const uint8_t *)text, len);
    }
    case R_BIT: {
        const ks_bytes *raw = &u->cell_fixed.raw;
        if (raw->len > 8) return json_by_python(c, b, u);
        return put_u64(b, be_upto8(raw->p, (int)raw->len));
    }
    case R_TEXT: return json_text(c, b, u, u->cell_var.raw.p, u->cell_var.raw.len);
    case R_CHAR:
    case R_CHAR_BINARY: {
        if (u->cell_string.value.which != 1) { mismatch("CHAR cell of another real type"); return -1; }
        const ks_bytes *raw = &u->cell_string.value.cell_var.raw;
        if (c->rule == R_CHAR) return json_text(c, b, u, raw->p, raw->len);
        if (raw->len >= c->max_length) return put_base64(b, raw->p, raw->len);
        uint8_t stack[256];
        uint8_t *padded = c->max_length <= (int64_t)sizeof stack ? stack : PyMem_Malloc((size_t)c->max_length);
        if (!padded) { PyErr_NoMemory(); return -1; }
        memcpy(padded, raw->p, (size_t)raw->len);
        memset(padded + raw->len, 0, (size_t)(c->max_length - raw->len));
        int r = put_base64(b, padded, c->max_length);
        if (padded != stack) PyMem_Free(padded);
        return r;
    }
    case R_ENUM:
    case R_SET: {
        uint64_t v;
        int r = member_bits(c, &u->cell_string, &v);
        if (r) return r < 0 ? -1 : json_by_python(c, b, u);
        if (c->rule == R_ENUM) {
            Py_ssize_t k = enum_label(c, v);
            if (k == ENUM_NUMBER) return put_u64(b, v);
            if (k == ENUM_EMPTY) return PUT_LIT(b, "\"\"");
            PyObject *l = PyTuple_GET_ITEM(c->label_bytes, k);
            return put_json_str(b, (const uint8_t *)PyBytes_AS_STRING(l), PyBytes_GET_SIZE(l));
        }
        if (c->labels == Py_None) return put_u64(b, v);
        if (put_c(b, '[') < 0) return -1;
        Py_ssize_t k = 0;
        int first = 1;
        for (PyObject *l; (l = set_member(c, v, &k)); first = 0)
            if ((!first && put_c(b, ',') < 0) || put_json_str(b, (const uint8_t *)PyBytes_AS_STRING(l), PyBytes_GET_SIZE(l)) < 0)
                return -1;
        return put_c(b, ']');
    }
    default: return json_by_python(c, b, u);
    }
}

/* ------------------------------------------------------------------ the image walk */


static int col_unquoted(Col *c, const char *s, Py_ssize_t n);

/* a row image's NULL bitmap at *at (one bit per present column), *at moved past it; NULL when
 * the image is shorter than that */
AI const uint8_t *null_bitmap(const uint8_t *buf, int64_t *at, int64_t end, int npresent) {
    int64_t nullbytes = (npresent + 7) / 8;
    if (*at + nullbytes > end) { mismatch("row image shorter than its NULL bitmap"); return NULL; }
    const uint8_t *nulls = buf + *at;
    *at += nullbytes;
    return nulls;
}
/* the NULL bitmap of an image of `ncols` columns (at most 64, every one present) as one word: a
 * load or two of a constant size (ks_le), not a loop over its bytes */
AI uint64_t null_word(const uint8_t *nulls, int ncols) {
    switch ((ncols + 7) / 8) {
#define NULL_BYTES(n) case n: return ks_le(nulls, n);
    NULL_BYTES(1) NULL_BYTES(2) NULL_BYTES(3) NULL_BYTES(4) NULL_BYTES(5) NULL_BYTES(6) NULL_BYTES(7)
#undef NULL_BYTES
    default: return ks_le(nulls, 8);
    }
}

/* What the row walk (walk_row, below: the one walk of a row image's cells) does with each cell:
 * its mode, a constant where the walk is inlined, so that the compiler makes one body of each.
 *   M_SCAN   every cell read by its type's reader, nothing kept (the scan where the steps are off)
 *   M_PY     the values into `dict` (name -> value; present columns only: the dict holds None)
 *   M_TREE   `dict` is a list that gets, per column, None (absent), False (NULL) or the cell's tree
 *   M_JSON   the image written to `json` as a JSON object
 *   M_CHANGE that object too and, in `cols[0]` (a list column whose child holds the keys) and
 *            `cols[1]` (the values), the entries of the image's map: column name -> the cell's JSON
 *            text, unquoted when it is a string (see binlogspec/splits.py cell_text); the caller ends
 *            the map's list entry
 *   M_ARROW  the values appended to the batch's columns `cols` (one each) by the steps `steps`
 *            (program_cell); an absent column is NULL there
 *   M_STEPS  every cell read by its scan step (program_cell), nothing kept; the cells of the
 *            layout's scan skips passed over by their sizes
 *   M_CELLS  each column's cell found (Cell: absent, NULL or its bytes), nothing read */
enum mode { M_SCAN, M_PY, M_TREE, M_JSON, M_CHANGE, M_ARROW, M_STEPS, M_CELLS };
enum { CELL_ABSENT = 0, CELL_NULL = 1, CELL_VALUE = 2 };
typedef struct {
    const uint8_t *p;  /* the cell's bytes (CELL_VALUE) */
    int32_t n;
    int8_t state;
} Cell;
typedef struct {
    const uint8_t *steps;  /* M_ARROW, M_STEPS */
    Col *cols;             /* M_ARROW: a column each; M_CHANGE: the map's keys and values */
    PyObject *dict;        /* M_PY, M_TREE */
    Buf *json;             /* M_JSON, M_CHANGE */
    Cell *cells;           /* M_CELLS */
    const int32_t *sizes;  /* M_CELLS, or NULL: each column's cell size by its step (cell_size_of), for
                              images of every column (the columnar first pass) */
} Sink;

/* one row image from *pos by the row walk, into `sink` by `mode` (see walk_row) */
static int image(LayoutObject *L, const uint8_t *buf, int64_t *pos, int64_t end, const uint8_t *present,
                 int ncols, int npresent, int mode, const Sink *sink);

/* the present flags of a bitmap (bytes, least significant bit first) for ncols columns */
static int present_flags(PyObject *bitmap, int ncols, uint8_t *flags) {
    char *b; Py_ssize_t n;
    if (PyBytes_AsStringAndSize(bitmap, &b, &n) < 0) return -1;
    if (n < (ncols + 7) / 8) { mismatch("column bitmap too short"); return -1; }
    int count = 0;
    for (int i = 0; i < ncols; i++) { flags[i] = (b[i >> 3] >> (i & 7)) & 1; count += flags[i]; }
    return count;
}

/* The present flags of a rows event's before (*pf) and after (*pa) images, in fresh buffers the
 * caller frees; an event with one bitmap uses it for both. *np and *npa count the present columns.
 * An event holding rows whose images would take no bytes is a Mismatch (the walk would never end).
 * Returns 0, or -1 with an error set. */
static int image_flags(PyObject *present, PyObject *present_after, int ncols, int is_write, int is_delete,
                       int has_rows, uint8_t **pf, uint8_t **pa, int *np, int *npa) {
    *pf = PyMem_Malloc((size_t)ncols + 1);
    *pa = PyMem_Malloc((size_t)ncols + 1);
    if (!*pf || !*pa) { PyErr_NoMemory(); return -1; }
    if ((*np = present_flags(present, ncols, *pf)) < 0) return -1;
    if (present_after == Py_None) { memcpy(*pa, *pf, (size_t)ncols); *npa = *np; }
    else if ((*npa = present_flags(present_after, ncols, *pa)) < 0) return -1;
    if (has_rows && (is_write || *np == 0) && (is_delete || *npa == 0)) {
        mismatch("row images with no present columns");
        return -1;
    }
    return 0;
}

/* One rows event as the methods that take one a call (Layout.changes, .json, .scan, .cells, .sql,
 * Batch.append, Changes.append) are given it: (data, start, end, is_write, is_delete, num_columns,
 * present, present_after, ...) (ROWS_CALL in a format, ROWS_CALL_ARGS its places), and its images'
 * present flags, made by rows_call_ready with the checks every such call makes */
typedef struct {
    Py_buffer view;
    Py_ssize_t start, end;
    int is_write, is_delete, num_columns;
    PyObject *present, *present_after;
    uint8_t *pf, *pa;
    int np, npa;
} RowsCall;
#define ROWS_CALL "y*nniiiOO"
#define ROWS_CALL_ARGS(r) &(r).view, &(r).start, &(r).end, &(r).is_write, &(r).is_delete, &(r).num_columns, \
    &(r).present, &(r).present_after

/* before a row is read: the event's columns no more than the table map's `ncols` (`exact`: as
 * many), its rows inside the data, and its images' present flags; 0, or -1 with an error set */
static int rows_call_ready(RowsCall *r, int ncols, int exact) {
    if (exact ? r->num_columns != ncols : r->num_columns > ncols) {
        mismatch(exact ? "column count differs from the table map's" : "more columns than the table map has");
        return -1;
    }
    if (r->start < 0 || r->end > r->view.len || r->start > r->end) { mismatch("rows outside the data"); return -1; }
    return image_flags(r->present, r->present_after, r->num_columns, r->is_write, r->is_delete, r->start < r->end,
                       &r->pf, &r->pa, &r->np, &r->npa);
}

static void rows_call_release(RowsCall *r) {
    PyMem_Free(r->pf);
    PyMem_Free(r->pa);
    PyBuffer_Release(&r->view);
}

/* ------------------------------------------------------------------ Layout */

static void Layout_dealloc(LayoutObject *self) {
    for (int i = 0; i < self->ncols; i++) {
        ColSpec *c = &self->cols[i];
        Py_XDECREF(c->name); Py_XDECREF(c->labels); Py_XDECREF(c->column); Py_XDECREF(c->label_bytes);
        Py_XDECREF(c->set_order); Py_XDECREF(c->json_key); Py_XDECREF(c->charmap);
    }
    PyMem_Free(self->cols);
    PyMem_Free(self->scan_steps);
    PyMem_Free(self->scan_skip);
    for (int k = 0; k < self->scan_nsegs; k++) PyMem_Free(self->scan_segs[k].size);
    PyMem_Free(self->scan_segs);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

/* Layout(columns): columns is a list of tuples
 * (cell, args tuple, len_fixed, len_length, rule, text_mode, name, labels, column,
 *  collation, max_length, fsp, label_bytes, set_order, json_key, json_native, charmap) */
static int Layout_init(LayoutObject *self, PyObject *args, PyObject *kw) {
    PyObject *cols;
    if (!PyArg_ParseTuple(args, "O!", &PyList_Type, &cols)) return -1;
    Py_ssize_t n = PyList_GET_SIZE(cols);
    self->cols = PyMem_Calloc((size_t)(n ? n : 1), sizeof(ColSpec));
    if (!self->cols) { PyErr_NoMemory(); return -1; }
    self->ncols = (int)n;
    for (Py_ssize_t i = 0; i < n; i++) {
        ColSpec *c = &self->cols[i];
        PyObject *cargs;
        if (!PyArg_ParseTuple(PyList_GET_ITEM(cols, i), "iO!LLiiUOOLLLOOSiO", &c->cell, &PyTuple_Type, &cargs,
                              &c->len_fixed, &c->len_length, &c->rule, &c->text_mode, &c->name,
                              &c->labels, &c->column, &c->collation, &c->max_length, &c->fsp, &c->label_bytes,
                              &c->set_order, &c->json_key, &c->json_native, &c->charmap))
            return -1;
        Py_INCREF(c->charmap);
        if (c->text_mode == T_TABLE) {
            if (!PyBytes_Check(c->charmap) || PyBytes_GET_SIZE(c->charmap) != CHARMAP_SIZE) {
                PyErr_SetString(PyExc_TypeError, "a T_TABLE column's charmap: bytes of CHARMAP_SIZE");
                return -1;
            }
            c->map = (const uint8_t *)PyBytes_AS_STRING(c->charmap);
        }
        for (Py_ssize_t k = 0; k < PyTuple_GET_SIZE(cargs) && k < 4; k++) {
            c->args[k] = PyLong_AsLongLong(PyTuple_GET_ITEM(cargs, k));
            if (PyErr_Occurred()) return -1;
        }
        Py_INCREF(c->name); PyUnicode_InternInPlace(&c->name);
        Py_INCREF(c->labels); Py_INCREF(c->column); Py_INCREF(c->label_bytes); Py_INCREF(c->set_order);
        Py_INCREF(c->json_key);
        if (c->labels != Py_None && !PyTuple_Check(c->labels)) { PyErr_SetString(PyExc_TypeError, "labels must be a tuple"); return -1; }
        if (c->rule == R_DECIMAL) { c->precision = c->args[0]; c->scale = c->args[1]; c->dec = dec_shape(c->precision, c->scale); }
    }
    return 0;
}

/* a dict of the present columns' names, each None, in column order */
static PyObject *image_template(LayoutObject *L, const uint8_t *present, int ncols) {
    PyObject *d = _PyDict_NewPresized(ncols);
    if (!d) return NULL;
    for (int i = 0; i < ncols; i++)
        if (present[i] && PyDict_SetItem(d, L->cols[i].name, Py_None) < 0) { Py_DECREF(d); return NULL; }
    return d;
}

/* The RowChange objects of one rows event's rows (row images from start to end of buf) appended to
 * the list `out`; `meta` is (file, pos, next_pos, timestamp, server_id, gtid, db, table, columns,
 * None). Returns 0, or -1 with an error set (`out` may hold some of the event's changes then). */
static int changes_rows(LayoutObject *self, const uint8_t *buf, int64_t start, int64_t end, int is_write,
                        int is_delete, int num_columns, const uint8_t *pf, const uint8_t *pa, int np, int npa,
                        PyObject *meta, PyObject *op, PyObject *out) {
    int ret = -1;
    PyObject *tpl_before = NULL, *tpl_after = NULL, *tpl_change = NULL;
    /* dicts to copy for each image (the present columns, None) and for each RowChange's
     * attributes (this event's values, then before, after and row_index per row) */
    tpl_before = image_template(self, pf, num_columns);
    tpl_after = image_template(self, pa, num_columns);
    tpl_change = _PyDict_NewPresized(13);
    if (!tpl_before || !tpl_after || !tpl_change) goto done;
    for (int k = 0; k < 8; k++)
        if (PyDict_SetItem(tpl_change, K_fields[k], PyTuple_GET_ITEM(meta, k)) < 0) goto done;
    if (PyDict_SetItem(tpl_change, K_fields[8], op) < 0 || PyDict_SetItem(tpl_change, K_fields[9], Py_None) < 0
        || PyDict_SetItem(tpl_change, K_fields[10], Py_None) < 0
        || PyDict_SetItem(tpl_change, K_fields[11], PyTuple_GET_ITEM(meta, 8)) < 0
        || PyDict_SetItem(tpl_change, K_fields[12], Py_None) < 0) goto done;
    int64_t pos = start;
    PyTypeObject *cls = (PyTypeObject *)H_RowChange;
    long n = 0;
    while (pos < end) {
        PyObject *before = Py_None, *after = Py_None;
        Py_INCREF(before); Py_INCREF(after);
        if (!is_write) {
            Py_DECREF(before);
            before = PyDict_Copy(tpl_before);
            if (!before || image(self, buf, &pos, end, pf, num_columns, np, M_PY, &(Sink){.dict = before}) < 0) {
                Py_XDECREF(before); Py_DECREF(after); goto done;
            }
        }
        if (!is_delete) {
            Py_DECREF(after);
            after = PyDict_Copy(tpl_after);
            if (!after || image(self, buf, &pos, end, pa, num_columns, npa, M_PY, &(Sink){.dict = after}) < 0) {
                Py_DECREF(before); Py_XDECREF(after); goto done;
            }
        }
        /* RowChange(file, pos, next_pos, timestamp, server_id, gtid, db, table, op, before, after, columns, row_index) */
        if (F_slotted) {  /* the fields straight into the instance's slots: no dict per row */
            PyObject *obj = cls->tp_alloc(cls, 0);
            PyObject *idx = obj ? PyLong_FromLong(n) : NULL;
            if (!idx) { Py_XDECREF(obj); Py_DECREF(before); Py_DECREF(after); goto done; }
            PyObject *vals[13];
            for (int k = 0; k < 8; k++) vals[k] = PyTuple_GET_ITEM(meta, k);
            vals[8] = op; vals[9] = before; vals[10] = after; vals[11] = PyTuple_GET_ITEM(meta, 8); vals[12] = idx;
            for (int k = 0; k < 13; k++) {
                if (k != 9 && k != 10 && k != 12) Py_INCREF(vals[k]);  /* before, after, idx: references handed over */
                *(PyObject **)((char *)obj + F_offsets[k]) = vals[k];
            }
            int bad = PyList_Append(out, obj) < 0;
            Py_DECREF(obj);
            if (bad) goto done;
            n++;
            continue;
        }
        PyObject *d = PyDict_Copy(tpl_change);
        PyObject *obj = d ? cls->tp_new(cls, EmptyTuple, NULL) : NULL;
        PyObject *idx = PyLong_FromLong(n);
        int bad = !d || !obj || !idx;
        if (!bad) bad = PyDict_SetItem(d, K_fields[9], before) < 0 || PyDict_SetItem(d, K_fields[10], after) < 0
                        || PyDict_SetItem(d, K_fields[12], idx) < 0;
        if (!bad) bad = PyObject_GenericSetDict(obj, d, NULL) < 0;
        if (!bad) bad = PyList_Append(out, obj) < 0;
        Py_XDECREF(d); Py_XDECREF(obj); Py_XDECREF(idx); Py_DECREF(before); Py_DECREF(after);
        if (bad) goto done;
        n++;
    }
    if (pos != end) { mismatch("rows overrun the event"); goto done; }
    ret = 0;
done:
    Py_XDECREF(tpl_before); Py_XDECREF(tpl_after); Py_XDECREF(tpl_change);
    return ret;
}

/* the row changes of one rows event, as a list of RowChange objects */
static PyObject *Layout_changes(LayoutObject *self, PyObject *args) {
    RowsCall r = {0};
    PyObject *meta, *op;
    if (!PyArg_ParseTuple(args, ROWS_CALL "OU", ROWS_CALL_ARGS(r), &meta, &op)) return NULL;
    PyObject *out = NULL;
    if (!PyTuple_Check(meta) || PyTuple_GET_SIZE(meta) != 10) { PyErr_SetString(PyExc_TypeError, "meta"); goto done; }
    if (rows_call_ready(&r, self->ncols, 0) < 0) goto done;
    out = PyList_New(0);
    if (out && changes_rows(self, r.view.buf, r.start, r.end, r.is_write, r.is_delete, r.num_columns, r.pf, r.pa, r.np,
                            r.npa, meta, op, out) < 0)
        Py_CLEAR(out);
done:
    rows_call_release(&r);
    return out;
}

/* json(data, start, end, is_write, is_delete, num_columns, present, present_after, prefix) -> bytes:
 * one NDJSON line per row, as binlogspec rows prints it: `prefix` (the object's opening and the
 * event's fields, up to and including `"op":"...",`), then "before" and "after" and the end */
/* One rows event's NDJSON lines appended to `b` (see json()). Returns 0, or -1 with an error set
 * (`b` may hold some of the event's text then). */
static int json_rows(LayoutObject *self, const uint8_t *buf, int64_t start, int64_t end, int is_write, int is_delete,
                     int num_columns, const uint8_t *pf, const uint8_t *pa, int np, int npa, const char *prefix,
                     Py_ssize_t nprefix, Buf *b) {
    int64_t pos = start;
    while (pos < end) {
        if (buf_put(b, prefix, nprefix) < 0 || PUT_LIT(b, "\"before\":") < 0) return -1;
        if (is_write ? PUT_LIT(b, "null") < 0
                     : image(self, buf, &pos, end, pf, num_columns, np, M_JSON, &(Sink){.json = b}) < 0) return -1;
        if (PUT_LIT(b, ",\"after\":") < 0) return -1;
        if (is_delete ? PUT_LIT(b, "null") < 0
                      : image(self, buf, &pos, end, pa, num_columns, npa, M_JSON, &(Sink){.json = b}) < 0) return -1;
        if (PUT_LIT(b, "}\n") < 0) return -1;
    }
    if (pos != end) { mismatch("rows overrun the event"); return -1; }
    return 0;
}

static PyObject *Layout_json(LayoutObject *self, PyObject *args) {
    RowsCall r = {0};
    const char *prefix;
    Py_ssize_t nprefix;
    if (!PyArg_ParseTuple(args, ROWS_CALL "y#", ROWS_CALL_ARGS(r), &prefix, &nprefix)) return NULL;
    PyObject *out = NULL;
    Buf b = {0};
    if (rows_call_ready(&r, self->ncols, 0) == 0
        && json_rows(self, r.view.buf, r.start, r.end, r.is_write, r.is_delete, r.num_columns, r.pf, r.pa, r.np, r.npa,
                     prefix, nprefix, &b) == 0)
        out = PyBytes_FromStringAndSize(b.p ? b.p : "", b.len);
    buf_free(&b);
    rows_call_release(&r);
    return out;
}

static int scan_image(LayoutObject *L, const uint8_t *buf, int64_t *pos, int64_t end, const uint8_t *present,
                      int ncols, int npresent);

/* The rows of one rows event's images (start to end of buf), every cell read by its type and none
 * kept: their number, or -1 with an error set (Mismatch where they do not fit) */
static long scan_rows(LayoutObject *L, const uint8_t *buf, int64_t start, int64_t end, int is_write, int is_delete,
                      int num_columns, const uint8_t *pf, const uint8_t *pa, int np, int npa) {
    int64_t pos = start;
    long rows = 0;
    while (pos < end) {
        if (!is_write && scan_image(L, buf, &pos, end, pf, num_columns, np) < 0) return -1;
        if (!is_delete && scan_image(L, buf, &pos, end, pa, num_columns, npa) < 0) return -1;
        rows++;
    }
    if (pos != end) { mismatch("rows overrun the event"); return -1; }
    return rows;
}

static PyObject *Layout_scan(LayoutObject *self, PyObject *args) {
    RowsCall r = {0};
    if (!PyArg_ParseTuple(args, ROWS_CALL, ROWS_CALL_ARGS(r))) return NULL;
    PyObject *out = NULL;
    if (rows_call_ready(&r, self->ncols, 0) == 0) {
        long rows = scan_rows(self, r.view.buf, r.start, r.end, r.is_write, r.is_delete, r.num_columns, r.pf, r.pa, r.np,
                              r.npa);
        if (rows >= 0) out = PyLong_FromLong(rows);
    }
    rows_call_release(&r);
    return out;
}

/* the cells of every row as the generated readers give them (for tests): a list of
 * (before, after) per row, each None or a list per column (see M_TREE) */
static PyObject *Layout_cells(LayoutObject *self, PyObject *args) {
    RowsCall r = {0};
    if (!PyArg_ParseTuple(args, ROWS_CALL, ROWS_CALL_ARGS(r))) return NULL;
    PyObject *out = NULL;
    if (rows_call_ready(&r, self->ncols, 0) == 0) out = PyList_New(0);
    int64_t pos = r.start;
    while (out && pos < r.end) {
        PyObject *b = Py_None, *a = Py_None;
        Py_INCREF(b); Py_INCREF(a);
        if (!r.is_write) { Py_DECREF(b); b = PyList_New(0); }
        if (b && b != Py_None
            && image(self, r.view.buf, &pos, r.end, r.pf, r.num_columns, r.np, M_TREE, &(Sink){.dict = b}) < 0)
            Py_CLEAR(b);
        if (b && !r.is_delete) { Py_DECREF(a); a = PyList_New(0); }
        if (b && a && a != Py_None
            && image(self, r.view.buf, &pos, r.end, r.pa, r.num_columns, r.npa, M_TREE, &(Sink){.dict = a}) < 0)
            Py_CLEAR(a);
        PyObject *pair = (b && a) ? PyTuple_Pack(2, b, a) : NULL;
        Py_XDECREF(b); Py_XDECREF(a);
        if (!pair || PyList_Append(out, pair) < 0) { Py_XDECREF(pair); Py_CLEAR(out); break; }
        Py_DECREF(pair);
    }
    rows_call_release(&r);
    return out;
}

/* with the runs, below */
static PyObject *Layout_scan_run(LayoutObject *self, PyObject *args);
static PyObject *Layout_changes_run(LayoutObject *self, PyObject *args);
static PyObject *Layout_json_run(LayoutObject *self, PyObject *args);
/* the SQL writer's (_fastsql.c) */
static PyObject *Layout_sql(LayoutObject *self, PyObject *args);
static PyObject *Layout_sql_run(LayoutObject *self, PyObject *args);
static PyObject *Layout_statements(LayoutObject *self, PyObject *args);
static PyObject *Layout_statements_run(LayoutObject *self, PyObject *args);
static PyObject *Layout_sql_table(LayoutObject *self, PyObject *args);

static PyMethodDef Layout_methods[] = {
    {"cells", (PyCFunction)Layout_cells, METH_VARARGS,
     "cells(data, start, end, is_write, is_delete, num_columns, present, present_after) -> the cell trees"},
    {"changes", (PyCFunction)Layout_changes, METH_VARARGS,
     "changes(data, start, end, is_write, is_delete, num_columns, present, present_after, meta, op) -> [RowChange]"},
    {"json", (PyCFunction)Layout_json, METH_VARARGS,
     "json(data, start, end, is_write, is_delete, num_columns, present, present_after, prefix) -> NDJSON bytes"},
    {"scan", (PyCFunction)Layout_scan, METH_VARARGS,
     "scan(data, start, end, is_write, is_delete, num_columns, present, present_after) -> number of rows"},
    {"scan_run", (PyCFunction)Layout_scan_run, METH_VARARGS,
     "scan_run(buf, file_pos, room, table_id, len_header, len_checksum, post_header_lens, check_log_pos, max_events, "
     "line) -> (consumed, events, need, lines): a run of rows events' lines for binlogspec events (Reader.run_rows)"},
    {"changes_run", (PyCFunction)Layout_changes_run, METH_VARARGS,
     "changes_run(buf, file_pos, room, table_id, len_header, len_checksum, post_header_lens, check_log_pos, ops, "
     "meta, max_rows) -> (consumed, events, need, [RowChange]): a run of rows events' changes (Reader.run_rows)"},
    {"json_run", (PyCFunction)Layout_json_run, METH_VARARGS,
     "json_run(buf, file_pos, room, table_id, len_header, len_checksum, post_header_lens, check_log_pos, prefix_of, "
     "max_bytes) -> (consumed, events, need, NDJSON bytes): a run of rows events' lines (Reader.run_rows)"},
    {"sql_table", (PyCFunction)Layout_sql_table, METH_VARARGS,
     "sql_table(name, quoted names, key, native flags, literal rules) -> a table's statement spec (_fastsql.c)"},
    {"sql", (PyCFunction)Layout_sql, METH_VARARGS,
     "sql(data, start, end, is_write, is_delete, num_columns, present, present_after, table, opts) -> statements"},
    {"sql_run", (PyCFunction)Layout_sql_run, METH_VARARGS,
     "sql_run(buf, ..., check_log_pos, cross, file, specs, opts, state, max_bytes) -> (consumed, events, need, "
     "statements, marks, state): a run of rows events' SQL (binlogspec sql)"},
    {"statements", (PyCFunction)Layout_statements, METH_VARARGS,
     "statements(data, start, end, is_write, is_delete, num_columns, present, present_after, table, opts, meta) -> "
     "the rows of one rows event with their redo and undo statements (sql.change_statements)"},
    {"statements_run", (PyCFunction)Layout_statements_run, METH_VARARGS,
     "statements_run(buf, ..., check_log_pos, cross, (file, db, table), specs, opts, max_rows) -> (consumed, events, "
     "need, rows): a run of rows events' redo and undo statements, a row each (sql.change_statements)"},
    {NULL}};

static PyTypeObject LayoutType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "binlogspec._fastrows.Layout",
    .tp_basicsize = sizeof(LayoutObject),
    .tp_dealloc = (destructor)Layout_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "A compiled table layout: one column spec per column of a TABLE_MAP.",
    .tp_methods = Layout_methods,
    .tp_init = (initproc)Layout_init,
    .tp_new = PyType_GenericNew,
};

/* ------------------------------------------------------------------ Batch (Arrow) */

enum { META_OP, META_FILE, META_POS, META_ROW_INDEX, META_TIMESTAMP, META_GTID, META_TRX_POS, NMETA };

/* ------------------------------------------------------------------ a batch's cell program
 *
 * The per-layout program: when a batch is made, each of its columns gets one step that reads the
 * column's cell and appends its Arrow value with nothing left to decide per cell. A step calls the
 * generated cell reader (generated/c/row_layouts.h, from the specs) with the column's layout
 * arguments as constants, so the compiler folds the reader's switches away, then the Arrow rule
 * of its one value rule (arrow_float, arrow_text, ...). A column no step fits takes S_GENERIC:
 * the extent reader, ks_cell_read_any and arrow_value, the walk every other rendering takes. The
 * steps can be turned off (configure_program(False)); tests/test_fast_path.py holds the batches
 * equal either way, and equal to the spec-driven path's. */

/* INT cells of 1, 2, 3, 4 and 8 bytes, signed or not, to int32, int64 or decimal128 columns */
#define INT_STEPS(X)                                                                                  \
    X(1, 0, int32_t) X(2, 0, int32_t) X(3, 0, int32_t) X(4, 0, int32_t) X(8, 0, int32_t)              \
    X(1, 1, int32_t) X(2, 1, int32_t) X(3, 1, int32_t) X(4, 1, int32_t) X(8, 1, int32_t)              \
    X(1, 0, int64_t) X(2, 0, int64_t) X(3, 0, int64_t) X(4, 0, int64_t) X(8, 0, int64_t)              \
    X(1, 1, int64_t) X(2, 1, int64_t) X(3, 1, int64_t) X(4, 1, int64_t) X(8, 1, int64_t)              \
    X(1, 0, int128) X(2, 0, int128) X(3, 0, int128) X(4, 0, int128) X(8, 0, int128)                   \
    X(1, 1, int128) X(2, 1, int128) X(3, 1, int128) X(4, 1, int128) X(8, 1, int128)
typedef __int128 int128;
/* TEXT and VARCHAR cells (cell_var) with a length of 1 to 4 bytes */
#define VAR_STEPS(X) X(1) X(2) X(3) X(4)
/* the other steps, a cell type each */
#define ONE_STEPS(X) X(S_FLOAT) X(S_DOUBLE) X(S_DATE) X(S_DATETIME2) X(S_TIMESTAMP2) X(S_DECIMAL) X(S_DECIMAL_WHOLE) \
    X(S_BIT) X(S_YEAR) X(S_ENUM)
#define INT_STEP_NAME(len, is_unsigned, type) S_INT##len##_##is_unsigned##_##type,
#define VAR_STEP_NAME(len) S_VAR##len,
#define ONE_STEP_NAME(s) s,
enum step {
    S_GENERIC = 0,
    INT_STEPS(INT_STEP_NAME) VAR_STEPS(VAR_STEP_NAME) ONE_STEPS(ONE_STEP_NAME)
};
static int program_on = 1;
/* whether batches made from now on decode an event by column where they can (columnar_rows), and
 * the events decoded so (for the tests: columnar()) */
static int columnar_on = 1;
static long long columnar_events;

/* Whether a DECIMAL column's reader takes any cell of its size whole as its digits: it accepts or
 * refuses a cell by its params and length alone (ks_cell_content_free, from the specs), and on
 * len_fixed zero bytes it gives them all as `raw`. Its step then need not call the reader a cell
 * (S_DECIMAL_WHOLE): the digits are the cell. */
static int decimal_whole(const ColSpec *c) {
    static const uint8_t zeros[64];
    ks_cell_any u;
    return ks_cell_content_free(c->cell, c->args) && c->len_fixed > 0 && c->len_fixed <= (int64_t)sizeof zeros
        && ks_cell_read_any(c->cell, zeros, c->len_fixed, c->args, &u) == c->len_fixed
        && u.cell_decimal.raw.p == zeros && u.cell_decimal.raw.len == c->len_fixed
        && u.cell_decimal.precision == c->precision && u.cell_decimal.scale == c->scale;
}

/* the step of a column whose values go to an Arrow column of `kind` */
static int step_of(const ColSpec *c, int kind) {
    if (!program_on) return S_GENERIC;
    int fixed = c->len_length == 0 && c->len_fixed > 0;
    switch (c->cell) {
    case KS_CELL_INT: {
        static const int8_t index[9] = {-1, 0, 1, 2, 3, -1, -1, -1, 4};
        int64_t len = c->args[0];
        if (!fixed || len != c->len_fixed || len < 1 || len > 8 || index[len] < 0) return S_GENERIC;
        if ((c->rule != R_INT_S && c->rule != R_INT_U) || (kind != A_I32 && kind != A_I64 && kind != A_DEC128))
            return S_GENERIC;
        return S_INT1_0_int32_t + index[len] + 5 * (c->rule == R_INT_U) + 10 * (kind == A_I64) + 20 * (kind == A_DEC128);
    }
    case KS_CELL_VAR:
        if (c->rule != R_TEXT || (kind != A_STR && kind != A_BIN) || c->len_length < 1 || c->len_length > 4 || c->args[0] != c->len_length) return S_GENERIC;
        return S_VAR1 + (int)(c->len_length - 1);
    case KS_CELL_FLOAT: return fixed && c->args[0] == 4 && c->rule == R_FLOAT && kind == A_F32 ? S_FLOAT : S_GENERIC;
    case KS_CELL_DOUBLE: return fixed && c->args[0] == 8 && c->rule == R_DOUBLE && kind == A_F64 ? S_DOUBLE : S_GENERIC;
    case KS_CELL_DATE: return fixed && c->rule == R_DATE && kind == A_DATE32 ? S_DATE : S_GENERIC;
    case KS_CELL_DATETIME2: return fixed && c->rule == R_DATETIME2 && kind == A_I64 ? S_DATETIME2 : S_GENERIC;
    case KS_CELL_TIMESTAMP2: return fixed && c->rule == R_TIMESTAMP2 && kind == A_I64 ? S_TIMESTAMP2 : S_GENERIC;
    case KS_CELL_DECIMAL:
        if (!(fixed && c->rule == R_DECIMAL && kind == A_DEC128)) return S_GENERIC;
        return decimal_whole(c) ? S_DECIMAL_WHOLE : S_DECIMAL;
    case KS_CELL_FIXED:
        return fixed && c->rule == R_BIT && (kind == A_I32 || kind == A_I64 || kind == A_DEC128) ? S_BIT : S_GENERIC;
    case KS_CELL_YEAR: return fixed && c->rule == R_YEAR && (kind == A_I32 || kind == A_I64) ? S_YEAR : S_GENERIC;
    case KS_CELL_STRING:
        return fixed && c->rule == R_ENUM && kind == A_STR && c->args[0] == KS_ENUM_TABLE_MAP_EVENT_STRING_REAL_TYPE__ENUM
            ? S_ENUM : S_GENERIC;
    default: return S_GENERIC;
    }
}

/* whether a column's step decodes without calling Python (so without the GIL): every step but
 * the generic one, and text of a charset C does not decode (arrow_text) */
static int step_off_gil(const ColSpec *c, int step, int kind) {
    if (step == S_GENERIC) return 0;
    if (step >= S_VAR1 && step <= S_VAR4) return kind == A_BIN || c->text_mode == T_UTF8 || c->text_mode == T_TABLE;
    return 1;
}

/* the step of a column whose rows are only walked (scan_image): the one of its cell type's reader,
 * whatever its value rule, as step_of takes it; the kind only names a case (nothing is appended) */
static int scan_step_of(const ColSpec *c) {
    switch (c->cell) {
    case KS_CELL_INT: case KS_CELL_DATETIME2: case KS_CELL_TIMESTAMP2: case KS_CELL_FIXED: case KS_CELL_YEAR:
        return step_of(c, A_I64);
    case KS_CELL_VAR: return step_of(c, A_BIN);
    case KS_CELL_FLOAT: return step_of(c, A_F32);
    case KS_CELL_DOUBLE: return step_of(c, A_F64);
    case KS_CELL_DATE: return step_of(c, A_DATE32);
    case KS_CELL_DECIMAL: return step_of(c, A_DEC128);
    case KS_CELL_STRING: return step_of(c, A_STR);
    default: return S_GENERIC;  /* (step_of checks each column's rule and layout itself) */
    }
}

/* the generic step: the extent, the cell by its type, the value by its rule (none when `out` is
 * NULL: a scan); the cell's size, or -1 */
static int64_t step_generic(ColSpec *c, Col *out, const uint8_t *p, int64_t room) {
    ks_column_cell__cell_extent_t ext;
    if (ks_column_cell__cell_extent_read(p, room, c->len_fixed, c->len_length, &ext) < 0 || ext.len_cell <= 0
        || ext.len_cell > room) {
        mismatch("cell does not fit its extent");
        return -1;
    }
    ks_cell_any u;
    if (ks_cell_read_any(c->cell, p, ext.len_cell, c->args, &u) < 0) { mismatch("cell does not fit its type"); return -1; }
    return out && arrow_value(c, out, &u) < 0 ? -1 : ext.len_cell;
}

/* One cell at p (room bytes before its image's end) by its step, its value appended to `out`
 * unless `scan` (then every cell is read by its reader and nothing appended): its size, or -1
 * with an error set */
static inline __attribute__((always_inline)) int64_t program_cell(ColSpec *c, int step, Col *out, const uint8_t *p,
                                                                  int64_t room, const int scan) {
    int64_t size = c->len_fixed;
    /* a fixed-size cell: its size is the extent's len_fixed (step_of checked it) */
#define FIXED(read)                                                                     \
    if (size > room) goto no_extent;                                                    \
    if ((read) < 0) goto no_type;
    switch (step) {
#define INT_STEP(len, is_unsigned, type)                                                 \
    case S_INT##len##_##is_unsigned##_##type: {                                      \
        ks_column_cell__cell_int_t v;                                                \
        FIXED(ks_column_cell__cell_int_read(p, len, len, &v));                      \
        type x = is_unsigned ? (type)v.value_unsigned : (type)v.value_signed;       \
        if (!scan && col_fixed(out, &x) < 0) return -1;                              \
        break;                                                                       \
    }
    INT_STEPS(INT_STEP)
#define VAR_STEP(len)                                                                    \
    case S_VAR##len: {                                                               \
        if (room < len) goto no_extent;                                              \
        size = len + (int64_t)ks_le(p, len);                                         \
        if (size > room) goto no_extent;                                             \
        ks_column_cell__cell_var_t v;                                                \
        if (ks_column_cell__cell_var_read(p, size, len, &v) < 0) goto no_type;       \
        if (!scan && arrow_text(c, out, &v.raw) < 0) return -1;                      \
        break;                                                                       \
    }
    VAR_STEPS(VAR_STEP)
    case S_FLOAT: {
        ks_column_cell__cell_float_t v;
        FIXED(ks_column_cell__cell_float_read(p, size, 4, &v));
        if (!scan && arrow_float(out, &v) < 0) return -1;
        break;
    }
    case S_DOUBLE: {
        ks_column_cell__cell_double_t v;
        FIXED(ks_column_cell__cell_double_read(p, size, 8, &v));
        if (!scan && arrow_double(out, &v) < 0) return -1;
        break;
    }
    case S_DATE: {
        ks_column_cell__cell_date_t v;
        FIXED(ks_column_cell__cell_date_read(p, size, &v));
        if (!scan && arrow_date(out, &v) < 0) return -1;
        break;
    }
    case S_DATETIME2: {
        ks_column_cell__cell_datetime2_t v;
        FIXED(ks_column_cell__cell_datetime2_read(p, size, c->args[0], &v));
        if (!scan && arrow_datetime2(c, out, &v) < 0) return -1;
        break;
    }
    case S_TIMESTAMP2: {
        ks_column_cell__cell_timestamp2_t v;
        FIXED(ks_column_cell__cell_timestamp2_read(p, size, c->args[0], &v));
        if (!scan && arrow_timestamp2(c, out, &v) < 0) return -1;
        break;
    }
    case S_DECIMAL: {
        ks_column_cell__cell_decimal_t v;
        FIXED(ks_column_cell__cell_decimal_read(p, size, c->args[0], c->args[1], &v));
        if (!scan && arrow_decimal(out, &v) < 0) return -1;
        break;
    }
    case S_DECIMAL_WHOLE:  /* (the reader would take the cell whole: decimal_whole) */
        if (size > room) goto no_extent;
        if (!scan && arrow_decimal_digits(out, p, size, &c->dec) < 0) return -1;
        break;
    case S_BIT: {
        ks_column_cell__cell_fixed_t v;
        FIXED(ks_column_cell__cell_fixed_read(p, size, c->args[0], &v));
        if (!scan && arrow_bit(out, &v.raw) < 0) return -1;
        break;
    }
    case S_YEAR: {
        ks_column_cell__cell_year_t v;
        FIXED(ks_column_cell__cell_year_read(p, size, &v));
        if (!scan && col_i64(out, v.year) < 0) return -1;
        break;
    }
    case S_ENUM: {
        ks_column_cell__cell_string_t v;
        FIXED(ks_column_cell__cell_string_read(p, size, KS_ENUM_TABLE_MAP_EVENT_STRING_REAL_TYPE__ENUM, c->args[1], &v));
        if (!scan && arrow_enum(c, out, &v) < 0) return -1;
        break;
    }
    default:
        if ((size = step_generic(c, out, p, room)) < 0) return -1;
    }
    return size;
no_extent:
    mismatch("cell does not fit its extent");
    return -1;
no_type:
    mismatch("cell does not fit its type");
    return -1;
}

/* The row walk: one row image from *pos, its NULL bitmap, then the cells of its present
 * columns, each found by its extent (the generated reader's, or the step's, which reads it with
 * the cell) and given to the sink by `mode` (see enum mode); *pos is moved past the image. With
 * `all` (every column present, at most 64), a column's NULL bit is its own, taken from one word.
 * M_STEPS over a layout whose scan stretches are made (make_scan_segs) walks a whole image a
 * stretch of columns at a time (scan_whole). Every C rendering of rows (Python values, trees,
 * JSON, the Spark changes' maps, Arrow columns, the scans, SQL's cells and the columnar first
 * pass) walks images here. 0, or -1 with an error set (off the GIL: none, see mismatch). */
static inline __attribute__((always_inline)) int scan_whole(LayoutObject *L, const uint8_t *buf, int64_t *pos,
                                                            int64_t end, int ncols);

static inline __attribute__((always_inline)) int walk_row(
        LayoutObject *L, const uint8_t *buf, int64_t *pos, int64_t end, const uint8_t *present, int ncols,
        int npresent, const Sink *sink, const int mode, const int all) {
    if (mode == M_STEPS && all && L->scan_segs && ncols == L->ncols) return scan_whole(L, buf, pos, end, ncols);
    int64_t at = *pos;
    const uint8_t *nulls = null_bitmap(buf, &at, end, npresent);
    if (!nulls) return -1;
    const int js = mode == M_JSON || mode == M_CHANGE;
    const int32_t *skip = mode == M_STEPS ? L->scan_skip : NULL;
    Col *cols = sink->cols;
    Buf *json = sink->json;
    uint64_t nb = all ? null_word(nulls, ncols) : 0;
    int rank = 0, first = 1;
    if (js && put_c(json, '{') < 0) return -1;
    for (int i = 0; i < ncols; i++) {
        ColSpec *c = &L->cols[i];
        int is_null;
        if (all) {
            is_null = nb & 1;
            nb >>= 1;
        } else if (!present[i]) {  /* an absent column */
            if (mode == M_ARROW && col_null(&cols[i]) < 0) return -1;
            if (mode == M_TREE && PyList_Append(sink->dict, Py_None) < 0) return -1;
            if (mode == M_CELLS) sink->cells[i].state = CELL_ABSENT;
            continue;
        } else {
            is_null = (nulls[rank >> 3] >> (rank & 7)) & 1;
            rank++;
        }
        if (js) {
            if (!first && put_c(json, ',') < 0) return -1;
            first = 0;
            if (buf_put(json, PyBytes_AS_STRING(c->json_key), PyBytes_GET_SIZE(c->json_key)) < 0) return -1;
        }
        if (mode == M_CHANGE) {  /* the map entry's key */
            Py_ssize_t kn;
            const char *k = PyUnicode_AsUTF8AndSize(c->name, &kn);
            if (!k || buf_put(&cols[0].child_data, k, kn) < 0) return -1;
            int32_t off = (int32_t)cols[0].child_data.len;
            if (buf_put(&cols[0].child_offsets, &off, 4) < 0) return -1;
            cols[0].child_length++;
        }
        if (is_null) {  /* (in M_PY the image's dict holds None already) */
            if (mode == M_ARROW && col_null(&cols[i]) < 0) return -1;
            if (js && PUT_LIT(json, "null") < 0) return -1;
            if (mode == M_CHANGE && col_null(&cols[1]) < 0) return -1;
            if (mode == M_TREE && PyList_Append(sink->dict, Py_False) < 0) return -1;
            if (mode == M_CELLS) sink->cells[i].state = CELL_NULL;
            continue;
        }
        if (mode == M_ARROW || mode == M_STEPS) {  /* the extent, the cell and its value by the step */
            if (mode == M_STEPS && skip[i]) { at += skip[i]; continue; }
            if (mode == M_STEPS && at > end) goto no_extent;
            int64_t size = program_cell(c, sink->steps[i], mode == M_STEPS ? NULL : &cols[i], buf + at, end - at,
                                        mode == M_STEPS);
            if (size < 0) return -1;
            at += size;
            continue;
        }
        if (mode == M_CELLS && all && sink->sizes) {  /* the extent by the step's size */
            int64_t size = sink->sizes[i];
            if (size < 0) {
                if (at - size > end) goto no_extent;
                size = -size + (int64_t)ks_le(buf + at, (int)-size);
            }
            if (at + size > end) goto no_extent;
            sink->cells[i] = (Cell){buf + at, (int32_t)size, CELL_VALUE};
            at += size;
            continue;
        }
        ks_column_cell__cell_extent_t ext;
        if (ks_column_cell__cell_extent_read(buf + at, end - at, c->len_fixed, c->len_length, &ext) < 0
            || ext.len_cell <= 0 || at + ext.len_cell > end)
            goto no_extent;
        if (mode == M_CELLS) {
            sink->cells[i] = (Cell){buf + at, (int32_t)ext.len_cell, CELL_VALUE};
            at += ext.len_cell;
            continue;
        }
        ks_cell_any u;
        if (ks_cell_read_any(c->cell, buf + at, ext.len_cell, c->args, &u) < 0) {
            mismatch("cell does not fit its type");
            return -1;
        }
        at += ext.len_cell;
        if (mode == M_PY) {
            PyObject *v = py_value(c, &u);
            if (!v) return -1;
            int r = PyDict_SetItem(sink->dict, c->name, v);
            Py_DECREF(v);
            if (r < 0) return -1;
        } else if (mode == M_JSON) {
            if (json_value(c, json, &u) < 0) return -1;
        } else if (mode == M_CHANGE) {
            Py_ssize_t from = json->len;
            if (json_value(c, json, &u) < 0) return -1;
            const char *text = json->p + from;
            Py_ssize_t n = json->len - from;
            if (text[0] == '"' ? col_unquoted(&cols[1], text, n) < 0 : col_bytes(&cols[1], text, n) < 0) return -1;
        } else if (mode == M_TREE) {
            PyObject *t = ks_cell_tree_any(c->cell, &u);
            if (!t) return -1;
            int r = PyList_Append(sink->dict, t);
            Py_DECREF(t);
            if (r < 0) return -1;
        }
    }
    if (mode == M_STEPS && at > end) goto no_extent;
    if (js && put_c(json, '}') < 0) return -1;
    *pos = at;
    return 0;
no_extent:
    mismatch("cell does not fit its extent");
    return -1;
}

/* the walk in `mode`, its body for images of every column (at most 64) or of some */
#define WALK_ROW(L, buf, pos, end, present, ncols, npresent, sink, mode)                                     \
    ((npresent) == (ncols) && (ncols) <= 64 ? walk_row(L, buf, pos, end, present, ncols, npresent, sink, mode, 1) \
                                            : walk_row(L, buf, pos, end, present, ncols, npresent, sink, mode, 0))

static int image(LayoutObject *L, const uint8_t *buf, int64_t *pos, int64_t end, const uint8_t *present,
                 int ncols, int npresent, int mode, const Sink *sink) {
    switch (mode) {
    case M_SCAN: return WALK_ROW(L, buf, pos, end, present, ncols, npresent, sink, M_SCAN);
    case M_PY: return WALK_ROW(L, buf, pos, end, present, ncols, npresent, sink, M_PY);
    case M_TREE: return WALK_ROW(L, buf, pos, end, present, ncols, npresent, sink, M_TREE);
    case M_JSON: return WALK_ROW(L, buf, pos, end, present, ncols, npresent, sink, M_JSON);
    case M_CHANGE: return WALK_ROW(L, buf, pos, end, present, ncols, npresent, sink, M_CHANGE);
    case M_CELLS: return WALK_ROW(L, buf, pos, end, present, ncols, npresent, sink, M_CELLS);
    default: PyErr_SetString(PyExc_SystemError, "image: a mode of its own walk"); return -1;
    }
}

static int image_program(LayoutObject *L, const uint8_t *steps, const uint8_t *buf, int64_t *pos, int64_t end,
                         const uint8_t *present, int ncols, int npresent, Col *cols) {
    const Sink sink = {.steps = steps, .cols = cols};
    return WALK_ROW(L, buf, pos, end, present, ncols, npresent, &sink, M_ARROW);
}

/* ------------------------------------------------------------------ an event's cells by column
 *
 * Where every column of a batch has a step and an event's images have every column (FULL images,
 * at most 64 columns), the event is decoded column by column, as DuckDB's and Arrow's column loops
 * are: a first pass finds each image's cells (the row walk's M_CELLS: the NULL bitmap, each cell's
 * size from its fixed size or its length bytes), then each column's cells are appended by one loop of its
 * step (column_cells), the step a constant there, so nothing is decided per cell. The values are
 * those image_program appends, in the same order within each column. An event a cell of which does
 * not fit is walked again row by row (batch_rows), which says what is wrong. */

/* a column's cell size for the first pass: its fixed size, or minus the bytes of its length */
static int32_t cell_size_of(const ColSpec *c, int step) {
    if (step >= S_VAR1 && step <= S_VAR4) return -(int32_t)c->len_length;
    return (int32_t)c->len_fixed;
}

/* one column's cells of `rows` images (cells[0], cells[stride], ...) by the step `step`; the row
 * walk found each before the event's end, so the step's own checks of the room left are folded
 * away (ROOM) */
#define ROOM INT64_MAX
AI int column_run(ColSpec *c, const int step, Col *out, const Cell *cells, int stride, int64_t rows) {
    for (int64_t r = 0; r < rows; r++, cells += stride) {
        if (cells->state != CELL_VALUE) {
            if (col_null(out) < 0) return -1;
        } else if (program_cell(c, step, out, cells->p, ROOM, 0) < 0)
            return -1;
    }
    return 0;
}
static int column_cells(ColSpec *c, int step, Col *out, const Cell *cells, int stride, int64_t rows) {
    switch (step) {
#define INT_COLUMN(len, is_unsigned, type) \
    case S_INT##len##_##is_unsigned##_##type: return column_run(c, S_INT##len##_##is_unsigned##_##type, out, cells, stride, rows);
    INT_STEPS(INT_COLUMN)
#define VAR_COLUMN(len) case S_VAR##len: return column_run(c, S_VAR##len, out, cells, stride, rows);
    VAR_STEPS(VAR_COLUMN)
#define ONE_COLUMN(s) case s: return column_run(c, s, out, cells, stride, rows);
    ONE_STEPS(ONE_COLUMN)
#undef INT_COLUMN
#undef VAR_COLUMN
#undef ONE_COLUMN
    default: return -1;  /* (a batch with a generic step is not columnar: its cells' room is checked by the row walk) */
    }
}

/* A layout's scan steps (scan_step_of) and skips: a column whose step reads a fixed-size cell of a
 * type that accepts or refuses a cell by its params and length alone (ks_cell_content_free, from
 * the specs: with the column's params, so an ENUM's string cell is, and a CHAR's not), and whose
 * reader accepts a cell of its size, is walked by its size without a read:
 * its reader would accept any bytes there. Made with the GIL, before a walk needs them. */
static int make_scan_segs(LayoutObject *L, const int32_t *skip);

static int make_scan_steps(LayoutObject *L) {
    static const uint8_t zeros[256];
    if (L->scan_steps) return 0;
    uint8_t *steps = PyMem_Calloc((size_t)L->ncols + 1, 1);
    int32_t *skip = PyMem_Calloc((size_t)L->ncols + 1, sizeof *skip);
    if (!steps || !skip) { PyMem_Free(steps); PyMem_Free(skip); PyErr_NoMemory(); return -1; }
    for (int i = 0; i < L->ncols; i++) {
        ColSpec *c = &L->cols[i];
        steps[i] = (uint8_t)scan_step_of(c);
        ks_cell_any u;
        int fixed_step = steps[i] != S_GENERIC && (steps[i] < S_VAR1 || steps[i] > S_VAR4);  /* (step_of: len_fixed) */
        if (fixed_step && ks_cell_content_free(c->cell, c->args) && c->len_fixed <= (int64_t)sizeof zeros
            && ks_cell_read_any(c->cell, zeros, c->len_fixed, c->args, &u) >= 0)
            skip[i] = (int32_t)c->len_fixed;
    }
    if (make_scan_segs(L, skip) < 0) { PyMem_Free(steps); PyMem_Free(skip); return -1; }
    L->scan_skip = skip;
    L->scan_steps = steps;
    return 0;
}

/* The stretches (ScanSeg) of a layout's columns for walking whole images: each run of skipped
 * columns, SCAN_SEG_MAX at most, gets the table of its bytes by its columns' NULL bits (a NULL
 * cell has none); every other column is a stretch of its own. For layouts of 1 to 64 columns
 * (an image of every column has its NULL bits in one word). */
static int make_scan_segs(LayoutObject *L, const int32_t *skip) {
    if (L->ncols == 0 || L->ncols > 64) return 0;  /* (an image of no column: the walk's own verdict) */
    ScanSeg *segs = PyMem_Calloc((size_t)L->ncols + 1, sizeof *segs);
    if (!segs) { PyErr_NoMemory(); return -1; }
    int n = 0;
    for (int i = 0; i < L->ncols; n++) {
        ScanSeg *g = &segs[n];
        g->col = i;
        if (!skip[i]) { i++; continue; }
        while (i < L->ncols && skip[i] && g->n < SCAN_SEG_MAX) { g->n++; i++; }
        g->mask = (1u << g->n) - 1;
        g->size = PyMem_Malloc(sizeof *g->size << g->n);
        if (!g->size) {
            for (int k = 0; k <= n; k++) PyMem_Free(segs[k].size);
            PyMem_Free(segs);
            PyErr_NoMemory();
            return -1;
        }
        for (uint32_t nulls = 0; nulls < 1u << g->n; nulls++) {
            int32_t size = 0;
            for (int j = 0; j < g->n; j++)
                if (!(nulls >> j & 1)) size += skip[g->col + j];
            g->size[nulls] = size;
        }
    }
    L->scan_segs = segs;
    L->scan_nsegs = n;
    return 0;
}

/* One image of every column (at most 64) walked as the row walk's M_STEPS walks it, a stretch of
 * columns at a time (make_scan_segs) */
static inline __attribute__((always_inline)) int scan_whole(LayoutObject *L, const uint8_t *buf, int64_t *pos,
                                                            int64_t end, int ncols) {
    int64_t at = *pos;
    const uint8_t *nulls = null_bitmap(buf, &at, end, ncols);
    if (!nulls) return -1;
    uint64_t nb = null_word(nulls, ncols);
    const ScanSeg *g = L->scan_segs, *last = g + L->scan_nsegs;
    for (; g < last; g++) {
        if (g->n) { at += g->size[nb >> g->col & g->mask]; continue; }
        if (nb >> g->col & 1) continue;
        if (at > end) goto no_extent;
        int64_t size = program_cell(&L->cols[g->col], L->scan_steps[g->col], NULL, buf + at, end - at, 1);
        if (size < 0) return -1;
        at += size;
    }
    if (at > end) goto no_extent;
    *pos = at;
    return 0;
no_extent:
    mismatch("cell does not fit its extent");
    return -1;
}

/* One row image from *pos walked, every cell read by its type (the scan), by the layout's scan
 * steps and skips (the row walk's M_STEPS); by the types' readers alone (M_SCAN) where the steps
 * are off (configure_program(False)) */
static int scan_image(LayoutObject *L, const uint8_t *buf, int64_t *pos, int64_t end, const uint8_t *present,
                      int ncols, int npresent) {
    const Sink none = {0};
    if (!program_on) return WALK_ROW(L, buf, pos, end, present, ncols, npresent, &none, M_SCAN);
    if (!L->scan_steps && make_scan_steps(L) < 0) return -1;
    const Sink sink = {.steps = L->scan_steps};
    return WALK_ROW(L, buf, pos, end, present, ncols, npresent, &sink, M_STEPS);
}

typedef struct Job Job;
static PyTypeObject BatchType;
typedef struct BatchObject {
    PyObject_HEAD
    LayoutObject *layout;
    int ncols;
    int *kinds;
    uint8_t *steps;  /* each column's step of the batch's program */
    Col *main, *before, meta[NMETA];
    Buf before_valid;
    int64_t before_nulls;
    int64_t rows;
    /* for runs on two threads (Batch_append_run) */
    PyObject *kinds_obj;           /* the kinds tuple, for the scratch batch */
    struct BatchObject *scratch;   /* the second thread's rows before they join these, or NULL */
    int off_gil_ok;                /* every step decodes without Python (step_off_gil) */
    int64_t seen_bytes, seen_rows; /* event bytes and rows appended by runs: a row's bytes, about */
    int sized;                     /* its buffers were reserved for a whole batch (batch_reserve) */
    double share;                  /* the second thread's share of a round's bytes */
    Job *jobs;                     /* the events of a run's round, and their present flags */
    uint8_t *job_flags;
    int jobs_cap;
    size_t flags_stride;           /* the bytes job_flags has a job (its widest table's present flags) */
    /* an event's cells by column (columnar_rows): whether its steps allow it, each column's cell
     * size for the first pass (cell_size_of), and the offsets of an event's cells */
    int columnar;
    int32_t *sizes;
    Cell *cells;
    int64_t cells_cap;
} BatchObject;

static int Batch_reset(BatchObject *self) {
    static const int meta_kinds[NMETA] = {A_STR, A_STR, A_I64, A_I32, A_I64, A_STR, A_I64};
    for (int i = 0; i < self->ncols; i++) {
        col_free(&self->main[i]); col_free(&self->before[i]);
        if (col_init(&self->main[i], self->kinds[i]) < 0) return -1;
        if (col_init(&self->before[i], self->kinds[i]) < 0) return -1;
    }
    for (int k = 0; k < NMETA; k++) { col_free(&self->meta[k]); if (col_init(&self->meta[k], meta_kinds[k]) < 0) return -1; }
    buf_free(&self->before_valid);
    self->before_nulls = 0;
    self->rows = 0;
    return 0;
}

static void Batch_dealloc(BatchObject *self) {
    for (int i = 0; i < self->ncols; i++) { col_free(&self->main[i]); col_free(&self->before[i]); }
    for (int k = 0; k < NMETA; k++) col_free(&self->meta[k]);
    buf_free(&self->before_valid);
    PyMem_Free(self->main); PyMem_Free(self->before); PyMem_Free(self->kinds); PyMem_Free(self->steps);
    PyMem_Free(self->jobs); PyMem_Free(self->job_flags);
    PyMem_Free(self->sizes); PyMem_RawFree(self->cells);
    Py_XDECREF(self->scratch);
    Py_XDECREF(self->kinds_obj);
    Py_XDECREF(self->layout);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static int Batch_init(BatchObject *self, PyObject *args, PyObject *kw) {
    LayoutObject *layout;
    PyObject *kinds;
    if (!PyArg_ParseTuple(args, "O!O!", &LayoutType, &layout, &PyTuple_Type, &kinds)) return -1;
    if (PyTuple_GET_SIZE(kinds) != layout->ncols) { PyErr_SetString(PyExc_ValueError, "one kind per column"); return -1; }
    self->kinds = PyMem_Calloc((size_t)layout->ncols + 1, sizeof(int));
    if (!self->kinds) { PyErr_NoMemory(); return -1; }
    for (int i = 0; i < layout->ncols; i++) {
        long k = PyLong_AsLong(PyTuple_GET_ITEM(kinds, i));
        if (k == -1 && PyErr_Occurred()) return -1;
        if (k <= A_NONE || k > A_LIST_STR) { PyErr_SetString(PyExc_ValueError, "a column has no Arrow form"); return -1; }
        self->kinds[i] = (int)k;
    }
    self->steps = PyMem_Calloc((size_t)layout->ncols + 1, 1);
    PyMem_Free(self->sizes);
    self->sizes = PyMem_Calloc((size_t)layout->ncols + 1, sizeof(int32_t));
    if (!self->steps || !self->sizes) { PyErr_NoMemory(); return -1; }
    /* (a batch initialized again: nothing of a run kept for the layout before) */
    Py_CLEAR(self->scratch);
    PyMem_Free(self->jobs);
    PyMem_Free(self->job_flags);
    self->jobs = NULL;
    self->job_flags = NULL;
    self->jobs_cap = 0;
    self->seen_bytes = self->seen_rows = self->sized = 0;
    self->off_gil_ok = 1;
    self->share = 0.5;
    self->columnar = columnar_on && layout->ncols <= 64;
    for (int i = 0; i < layout->ncols; i++) {
        self->steps[i] = (uint8_t)step_of(&layout->cols[i], self->kinds[i]);
        self->off_gil_ok &= step_off_gil(&layout->cols[i], self->steps[i], self->kinds[i]);
        self->sizes[i] = cell_size_of(&layout->cols[i], self->steps[i]);
        self->columnar &= self->steps[i] != S_GENERIC;
    }
    Py_INCREF(kinds);
    Py_XSETREF(self->kinds_obj, kinds);
    Py_INCREF(layout);
    self->layout = layout;
    self->ncols = layout->ncols;
    self->main = PyMem_Calloc((size_t)self->ncols + 1, sizeof(Col));
    self->before = PyMem_Calloc((size_t)self->ncols + 1, sizeof(Col));
    if (!self->main || !self->before) { PyErr_NoMemory(); return -1; }
    return Batch_reset(self);
}

/* a copy of the columns' state, to put back when an event fails half way */
typedef struct { int64_t length, nulls, child_length; Py_ssize_t valid, data, offsets, child_offsets, child_data; } Mark;
static void mark(Col *c, Mark *m) {
    m->length = c->length; m->nulls = c->nulls; m->child_length = c->child_length;
    m->valid = c->valid.len; m->data = c->data.len; m->offsets = c->offsets.len;
    m->child_offsets = c->child_offsets.len; m->child_data = c->child_data.len;
}
static void unmark(Col *c, const Mark *m) {
    c->length = m->length; c->nulls = m->nulls; c->child_length = m->child_length;
    c->valid.len = m->valid; c->data.len = m->data; c->offsets.len = m->offsets;
    c->child_offsets.len = m->child_offsets; c->child_data.len = m->child_data;
    valid_past(&c->valid, c->length);  /* (the validity byte a later row shares) */
}

/* a str's UTF-8 (p NULL for None), taken with the GIL for a thread without it */
typedef struct { const char *p; Py_ssize_t n; } Text;
static int text_of(PyObject *s, Text *t) {
    t->p = NULL;
    t->n = 0;
    if (s == Py_None) return 0;
    if (!PyUnicode_Check(s)) { PyErr_SetString(Mismatch, "text that is not str"); return -1; }
    t->p = PyUnicode_AsUTF8AndSize(s, &t->n);
    return t->p ? 0 : -1;
}
/* a string meta column's value (t->p NULL: NULL), the same for every row of an event, `count` times */
static int meta_text_run(Col *c, const Text *t, int64_t count) {
    return t->p ? col_bytes_run(c, t->p, t->n, count) : col_null_run(c, count);
}
/* a string meta column's one value, of a str or None */
static int meta_str(Col *c, PyObject *s) {
    Text t;
    return text_of(s, &t) < 0 ? -1 : meta_text_run(c, &t, 1);
}
/* an integer meta column's value `count` times, in the column's width */
static int meta_i64_run(Col *c, int64_t v, int64_t count) {
    if (c->kind == A_I32) { int32_t x = (int32_t)v; return col_fixed_run(c, &x, sizeof x, count); }
    return col_fixed_run(c, &v, sizeof v, count);
}

/* An event's rows, every image with every column, appended by column (see column_cells): the rows,
 * or -1 (an error may be set) with some columns' cells appended, to take back */
static int64_t columnar_rows(BatchObject *self, const uint8_t *buf, int64_t start, int64_t end, int is_write,
                             int is_delete) {
    LayoutObject *L = self->layout;
    int ncols = self->ncols, images = is_write || is_delete ? 1 : 2;
    int64_t stride = (int64_t)images * ncols, pos = start, rows = 0;
    Sink sink = {.sizes = self->sizes};
    while (pos < end) {
        if ((rows + 1) * stride > self->cells_cap) {
            int64_t cap = self->cells_cap ? 2 * self->cells_cap : 128 * stride;
            Cell *grown = PyMem_RawRealloc(self->cells, (size_t)cap * sizeof(Cell));
            if (!grown) return -1;
            self->cells = grown;
            self->cells_cap = cap;
        }
        sink.cells = self->cells + rows * stride;
        if (walk_row(L, buf, &pos, end, NULL, ncols, ncols, &sink, M_CELLS, 1) < 0) return -1;
        sink.cells += ncols;
        if (images == 2 && walk_row(L, buf, &pos, end, NULL, ncols, ncols, &sink, M_CELLS, 1) < 0) return -1;
        rows++;
    }
    for (int i = 0; i < ncols; i++) {
        ColSpec *c = &L->cols[i];
        int step = self->steps[i];
        const Cell *first = self->cells + i, *second = images == 2 ? first + ncols : first;
        /* an update's before image first, then its after image; a delete's one image in both */
        if (!is_write && column_cells(c, step, &self->before[i], first, (int)stride, rows) < 0) return -1;
        if (column_cells(c, step, &self->main[i], second, (int)stride, rows) < 0) return -1;
    }
    return rows;
}

/* One rows event's rows (row images from start to end of buf) appended. The row images are walked
 * once; what is the same for every row of the event (the meta columns but row_index, and an
 * insert's all-NULL before image) is appended after the walk in runs. `marks` has room for
 * 2 * ncols + NMETA marks. Returns the rows appended, or -1 with an error set and nothing of the
 * event kept. */
static int64_t batch_rows(BatchObject *self, const uint8_t *buf, int64_t start, int64_t end, int is_write,
                          int is_delete, const uint8_t *pf, const uint8_t *pa, int np, int npa, const Text *op,
                          const Text *file, long long pos_meta, long long ts, const Text *gtid, int has_trx,
                          long long trx_pos, Mark *marks) {
    LayoutObject *L = self->layout;
    int ncols = self->ncols;
    Py_ssize_t bv_len = self->before_valid.len;
    int64_t before_nulls = self->before_nulls, rows0 = self->rows;
    for (int i = 0; i < ncols; i++) { mark(&self->main[i], &marks[i]); mark(&self->before[i], &marks[ncols + i]); }
    for (int k = 0; k < NMETA; k++) mark(&self->meta[k], &marks[2 * ncols + k]);
    int64_t pos = start, row = 0;
    if (self->columnar && end <= INT32_MAX && (is_write || np == ncols) && (is_delete || npa == ncols)) {
        row = columnar_rows(self, buf, start, end, is_write, is_delete);
        if (row >= 0) {
            pos = end;
            __atomic_add_fetch(&columnar_events, 1, __ATOMIC_RELAXED);  /* (either thread's) */
        }
        else {  /* walked again row by row, from the event's start */
            for (int i = 0; i < ncols; i++) { unmark(&self->main[i], &marks[i]); unmark(&self->before[i], &marks[ncols + i]); }
            if (!off_gil) PyErr_Clear();
            row = 0;
        }
    }
    while (pos < end) {
        const uint8_t *steps = self->steps;
        if (is_write) {
            if (image_program(L, steps, buf, &pos, end, pa, ncols, npa, self->main) < 0) goto fail;
        } else if (is_delete) {
            int64_t at = pos;
            if (image_program(L, steps, buf, &pos, end, pf, ncols, np, self->main) < 0) goto fail;
            if (image_program(L, steps, buf, &at, end, pf, ncols, np, self->before) < 0) goto fail;
        } else {
            if (image_program(L, steps, buf, &pos, end, pf, ncols, np, self->before) < 0) goto fail;
            if (image_program(L, steps, buf, &pos, end, pa, ncols, npa, self->main) < 0) goto fail;
        }
        row++;
    }
    if (pos != end) { mismatch("rows overrun the event"); goto fail; }
    /* the before struct's validity: NULL for an insert's rows */
    {
        Col bv = {.length = self->rows, .valid = self->before_valid};
        if (valid_run(&bv, !is_write, row) < 0) { self->before_valid = bv.valid; goto fail; }
        self->before_valid = bv.valid;
        self->before_nulls += bv.nulls;
    }
    if (is_write) for (int i = 0; i < ncols; i++) if (col_null_run(&self->before[i], row) < 0) goto fail;
    if (meta_text_run(&self->meta[META_OP], op, row) < 0 || meta_text_run(&self->meta[META_FILE], file, row) < 0
        || meta_i64_run(&self->meta[META_POS], pos_meta, row) < 0
        || meta_i64_run(&self->meta[META_TIMESTAMP], ts, row) < 0 || meta_text_run(&self->meta[META_GTID], gtid, row) < 0)
        goto fail;
    {
        Col *ri = &self->meta[META_ROW_INDEX];
        if (valid_run(ri, 1, row) < 0 || buf_grow(&ri->data, (Py_ssize_t)(4 * row)) < 0) goto fail;
        int32_t *d = (int32_t *)(ri->data.p + ri->data.len);
        for (int64_t k = 0; k < row; k++) d[k] = (int32_t)k;
        ri->data.len += (Py_ssize_t)(4 * row);
        ri->length += row;
    }
    if (!has_trx ? col_null_run(&self->meta[META_TRX_POS], row) < 0
                 : meta_i64_run(&self->meta[META_TRX_POS], trx_pos, row) < 0)
        goto fail;
    self->rows += row;
    return row;
fail:
    for (int i = 0; i < ncols; i++) { unmark(&self->main[i], &marks[i]); unmark(&self->before[i], &marks[ncols + i]); }
    for (int k = 0; k < NMETA; k++) unmark(&self->meta[k], &marks[2 * ncols + k]);
    self->before_valid.len = bv_len;
    self->before_nulls = before_nulls;
    self->rows = rows0;
    valid_past(&self->before_valid, rows0);
    return -1;
}

/* append(data, start, end, is_write, is_delete, num_columns, present, present_after,
 *        op, file, pos, timestamp_us, gtid, trx_pos) -> rows appended */
static PyObject *Batch_append(BatchObject *self, PyObject *args) {
    RowsCall r = {0};
    long long pos_meta, ts;
    PyObject *op, *file, *gtid, *trx;
    if (!PyArg_ParseTuple(args, ROWS_CALL "UULLOO", ROWS_CALL_ARGS(r), &op, &file, &pos_meta, &ts, &gtid, &trx))
        return NULL;
    PyObject *out = NULL;
    Mark *marks = PyMem_Malloc(sizeof(Mark) * (size_t)(2 * self->ncols + NMETA + 1));
    long long trx_pos = 0;
    if (!marks) { PyErr_NoMemory(); goto done; }
    if (trx != Py_None && (trx_pos = PyLong_AsLongLong(trx)) == -1 && PyErr_Occurred()) goto done;
    if (rows_call_ready(&r, self->ncols, 1) < 0) goto done;  /* nothing appended yet */
    Text op_t, file_t, gtid_t;
    if (text_of(op, &op_t) < 0 || text_of(file, &file_t) < 0 || text_of(gtid, &gtid_t) < 0) goto done;
    int64_t row = batch_rows(self, r.view.buf, r.start, r.end, r.is_write, r.is_delete, r.pf, r.pa, r.np, r.npa, &op_t,
                             &file_t, pos_meta, ts, &gtid_t, trx != Py_None, trx_pos, marks);
    if (row >= 0) {
        self->seen_bytes += r.end - r.start;  /* (a row's bytes, about: for a run after it) */
        self->seen_rows += row;
        out = PyLong_FromLongLong(row);
    }
done:
    PyMem_Free(marks);
    rows_call_release(&r);
    return out;
}

/* the present flags of a rows event header's bitmap for ncols columns; their count */
static int bitmap_flags(ks_bitmap b, int ncols, uint8_t *flags) {
    int count = 0;
    for (int i = 0; i < ncols; i++) { flags[i] = (uint8_t)ks_bit(b, i); count += flags[i]; }
    return count;
}

static inline uint32_t le32(const uint8_t *p) { return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24; }

/* The one framing of an event in C, for the runs (run_event) and the walk by headers
 * (skip_events): the common header at e (13 bytes there at least: time, type code, size) and the
 * event's size checked against the file's bounds: no less than `min_size` (its header and
 * checksum), no more than KS_MAX_EVENT_SIZE (binlogspec.limits.MAX_EVENT_SIZE, by fastgen) nor
 * than `room`, the bytes the file has from e on. 1 with `f` filled, or 0: the C walks stop before
 * an event that breaks them, and the reader (binlogspec.reader, the spec-driven path) reads it and
 * says what is wrong there. */
typedef struct { int code; int64_t size; int64_t when; } Frame;
AI int frame_at(const uint8_t *e, int64_t min_size, int64_t room, Frame *f) {
    f->code = e[4];
    f->size = le32(e + 9);
    f->when = le32(e);
    return f->size >= min_size && f->size <= KS_MAX_EVENT_SIZE && f->size <= room;
}

/* binlog_event's len_post_header: the post-header length the FDE's array gives the event's type,
 * 0 when the array has no entry for it */
static inline int64_t len_post_header(int code, const void *lens, Py_ssize_t n) {
    return code >= 1 && code <= n ? ((const uint8_t *)lens)[code - 1] : 0;
}

static PyObject *H_crc32;  /* zlib.crc32 */
/* The CRC32 of events (zlib's, the one zlib.crc32 computes), callable without the GIL: from
 * ISA-L (Debian's libisal2, which build.sh setup installs), whose crc32_gzip_refl is that CRC
 * computed with carry-less multiplies, four to six times as fast as zlib's on this machine; else
 * from the libz that Python's zlib module loaded (NULL where it is not a shared library of its
 * own), else through zlib.crc32 itself (crc32_of). BINLOGSPEC_CRC32=zlib keeps to zlib's. Which
 * one: crc32_library(); tests/test_fast_path.py holds each equal to zlib.crc32. */
typedef unsigned long (*crc32_fn)(unsigned long, const unsigned char *, unsigned int);
typedef uint32_t (*isal_crc32_fn)(uint32_t, const unsigned char *, uint64_t);
static crc32_fn z_crc32;
static isal_crc32_fn isal_crc32;

static inline int crc32_in_c(void) { return isal_crc32 != NULL || z_crc32 != NULL; }

/* MariaDB's compressed rows events (log_bin_compress) in the runs: their rows inflated by the
 * zlib the zlib module loaded (uncompress2, NULL where there is none: the reader reads those
 * events), into chunks (Arena) that live until the rows taken from them are decoded: the event
 * (run_next) or the round (Batch_append_run, scan_run) after which the run lets them go. */
typedef int (*uncompress2_fn)(unsigned char *, unsigned long *, const unsigned char *, unsigned long *);
static uncompress2_fn z_uncompress2;
/* a claimed uncompressed length above this: the reader inflates the event (and judges the claim) */
#define INFLATE_MAX ((uint64_t)64 << 20)
#define ARENA_CHUNK ((size_t)1 << 20)

typedef struct Chunk { struct Chunk *next; size_t cap, used; uint8_t data[]; } Chunk;
typedef struct { Chunk *first, *last; size_t held; } Arena;  /* held: the bytes taken and not let go */
typedef struct { Chunk *chunk; size_t used; } ArenaMark;

/* n bytes that stay where they are until the arena is rewound past them, or NULL */
static uint8_t *arena_take(Arena *a, size_t n) {
    Chunk *c = a->last;
    if (!c || c->cap - c->used < n) {
        size_t cap = n > ARENA_CHUNK ? n : ARENA_CHUNK;
        Chunk *d = malloc(sizeof(Chunk) + cap);
        if (!d) return NULL;
        d->next = NULL; d->cap = cap; d->used = 0;
        if (c) c->next = d; else a->first = d;
        a->last = c = d;
    }
    uint8_t *p = c->data + c->used;
    c->used += n;
    a->held += n;
    return p;
}
static ArenaMark arena_mark(const Arena *a) { return (ArenaMark){a->last, a->last ? a->last->used : 0}; }
/* what was taken after the mark let go (the first chunk kept for the next takes) */
static void arena_rewind(Arena *a, ArenaMark m) {
    Chunk *keep = m.chunk ? m.chunk : a->first;
    if (!keep) return;
    for (Chunk *c = keep->next, *next; c; c = next) { next = c->next; free(c); }
    keep->next = NULL;
    keep->used = m.chunk ? m.used : 0;
    a->last = keep;
    a->held = 0;
    for (Chunk *c = a->first; c; c = c->next) a->held += c->used;
}
static void arena_free(Arena *a) {
    for (Chunk *c = a->first, *next; c; c = next) { next = c->next; free(c); }
    a->first = a->last = NULL;
    a->held = 0;
}
/* a round of a run that keeps what it inflated (keep_inflated) ends once it holds this much */
#define ROUND_INFLATED_MAX ((size_t)32 << 20)

static int isal_zeroupper;  /* the CPU has AVX: see crc32_c */

/* the CRC32 of n bytes at p, where crc32_in_c() (and n fits zlib's unsigned for libz) */
static inline uint32_t crc32_c(const uint8_t *p, int64_t n) {
    if (!isal_crc32) return (uint32_t)z_crc32(0, p, (unsigned)n);
    uint32_t crc = isal_crc32(0, p, (uint64_t)n);
#if defined(__x86_64__)
    /* ISA-L's AVX-512 CRC returns with the vector registers' upper halves in use, and the SSE
     * code after it (the doubles' formatting most) then ran at half its speed: cleared here */
    if (isal_zeroupper) __asm__ volatile("vzeroupper" ::: "memory");
#endif
    return crc;
}

/* the CRC32 of n bytes at p (zlib's), or -1 with an error set */
static int64_t crc32_of(const uint8_t *p, int64_t n) {
    if (isal_crc32 || (z_crc32 && n <= (int64_t)UINT32_MAX)) return (int64_t)crc32_c(p, n);
    PyObject *mv = PyMemoryView_FromMemory((char *)p, (Py_ssize_t)n, PyBUF_READ);
    if (!mv) return -1;
    PyObject *r = PyObject_CallOneArg(H_crc32, mv);
    Py_DECREF(mv);
    if (!r) return -1;
    unsigned long v = PyLong_AsUnsignedLong(r);
    Py_DECREF(r);
    if (v == (unsigned long)-1 && PyErr_Occurred()) return -1;
    return (int64_t)v;
}

/* crc32(data) -> int: the CRC32 of a buffer as the runs compute it (for tests) */
static PyObject *crc32_py(PyObject *mod, PyObject *arg) {
    Py_buffer view;
    if (PyObject_GetBuffer(arg, &view, PyBUF_SIMPLE) < 0) return NULL;
    int64_t v = crc32_of(view.buf, view.len);
    PyBuffer_Release(&view);
    return v < 0 ? NULL : PyLong_FromLongLong(v);
}

/* crc32_library() -> str: what computes the runs' CRC32s: "isal", "zlib" (its C library) or
 * "python" (zlib.crc32, called with the GIL) */
static PyObject *crc32_library(PyObject *mod, PyObject *unused) {
    return PyUnicode_FromString(isal_crc32 ? "isal" : z_crc32 ? "zlib" : "python");
}

/* ------------------------------------------------------------------ runs of rows events
 *
 * The reader's loop over a run of rows events, in C: binlogspec.reader.Reader.run_rows hands a
 * run method the file's bytes from `file_pos` on (`buf`, starting with whole events), and the
 * method takes event after event while each is a rows event (v1 or v2, MariaDB's compressed ones
 * too, their rows inflated by run_inflate; not partial or v0) of `table_id` with the layout's
 * column count, starting less than `room` bytes
 * into buf, whose size fits its header and checksum, whose CRC32 holds (when len_checksum),
 * whose log_pos is its end (when check_log_pos; else any but 0, which tells the reader
 * something), and whose rows give what the method makes of them. Every run method takes
 *
 *     (buf, file_pos, room, table_id, len_header, len_checksum, post_header_lens, check_log_pos, ...)
 *
 * and returns (consumed, events, need, ...). It stops before the first event it does not take,
 * which the reader then reads as usual and has the last word on (need = -1); at a limit of the
 * caller's (need = 0: called again, it goes on); or at the end of buf, `need` being the bytes the
 * next event wants. An event whose rows fail is not taken and nothing of it is kept.
 *
 * `cross` (after check_log_pos) lets a run go on across transactions: None, or (tracker, table
 * map bytes, BEGINs (a tuple of bytes), unread (a bool, or bits: see below), others[, the BEGINs' texts, for scan_run]). `tracker` is the walk's binlogspec.walk.TransactionTracker, whose gtid,
 * trx_pos and pending are the state the run starts from; the rows it makes carry the state in
 * force at their event, and the tracker gets the state at the run's end. Besides rows events the
 * run then takes, with the same framing, position and CRC32 checks (run_cross):
 * - a GTID event (MariaDB's, MySQL's, an anonymous one) its generated reader reads: the walk's
 *   tracker.see and gtid_of, in C;
 * - a TABLE_MAP whose body is the bytes given, the map in force (the reader's state stays as it is);
 * - with `others` (a dict {table id: (Layout, its map's body bytes or None, names)} of other tables
 *   whose maps are in force), their maps written again (the same bytes) and their rows events,
 *   read by their own layouts: for changes_run and json_run, which take them, when names is
 *   (db, table, columns); when names is None (a table the walk passes over), held to fit their
 *   layout as the walk holds them (FastRows.num_rows) and not kept, in any run;
 * - a QUERY whose body from its ninth byte on is one of the BEGINs given (Reader.begins: BEGINs
 *   the reader parsed, the thread id and execution time before those bytes steering nothing);
 *   in a summary run (scan_run's lines), any QUERY its generated writer writes (run_line): the
 *   statements of a binlog in statement or MIXED format; and with `unread`'s bit 2 (an int:
 *   1 | 2), any QUERY whose CRC32 holds, for a walk that reads no statement (walk.statement_run);
 * - when `unread` (the reader defers them, see Reader's defer) and the event has a CRC32 that
 *   holds: XID (which ends the transaction), ANNOTATE_ROWS and ROWS_QUERY, whose bodies the
 *   walk never reads.
 * Anything else stops the run before it, as before; the reader and the walk read it. */
#define RUN_ARGS "y*LLLiiy*pO"
#define RUN_BEGINS KS_BEGINS  /* the BEGINs a run may cross, at most (Reader.begins keeps as many) */

/* the fields of scan_run's line templates (Layout_scan_run): an event's own, for each line */
enum { SF_POS, SF_NEXT_POS, SF_TYPE, SF_TYPE_CODE, SF_TIMESTAMP, SF_SERVER_ID, SF_SIZE, SF_LOG_POS, SF_FLAGS,
       SF_TABLE_ID, SF_ROWS_FLAGS, SF_NUM_COLUMNS, SF_NUM_ROWS, SF_BODY, SF_NAMES, SF_IS_COMPRESSED, SF_COUNT };
static const char *SCAN_FIELDS[SF_COUNT] = {"pos", "next_pos", "type", "type_code", "timestamp", "server_id", "size",
                                            "log_pos", "flags", "table_id", "rows_flags", "num_columns", "num_rows",
                                            "body", "names", "is_compressed"};


#define OTHERS_SEEN 16
typedef struct {
    Py_buffer view, post;
    long long file_pos, room, table_id;
    int len_header, len_checksum, check_log_pos, ncols, ok;
    uint8_t *pf, *pa;  /* the present flags of the event taken last */
    int64_t at, events, need;
    PyObject *cross;   /* the cross argument (borrowed) */
    PyObject *others;  /* its others, or NULL (borrowed) */
    LayoutObject *layout;  /* the run's own table's layout (borrowed) */
    int cap;           /* the columns pf and pa have room for */
    /* the transaction state in force: the GTID text or None (a reference of the run's own), the
     * transaction's start (when has_trx) and whether it is pending (see TransactionTracker) */
    PyObject *tracker, *gtid;
    long long trx_pos;
    int has_trx, pending, unread, crossed;
    int statements;    /* QUERY events the walk does not read are crossed too (see cross) */
    int crc_later;     /* the rows events' CRC32s are checked when their rows are decoded (Batch_append_run) */
    Arena inflated;    /* compressed rows events' rows, inflated (run_inflate) */
    int keep_inflated; /* they live until the caller's round is over (else until the next event) */
    const uint8_t *tm;  /* the table map in force's body bytes (see cross), or NULL */
    Py_ssize_t tm_len;
    /* the BEGINs a run may cross (see cross): their bodies from the ninth byte on, and for
     * scan_run each one's body as JSON text cut at its thread id and execution time (3 bytes
     * objects, borrowed from `cross`) or NULL; begin_hit: the one run_cross just matched */
    const uint8_t *begin[RUN_BEGINS];
    Py_ssize_t begin_len[RUN_BEGINS];
    PyObject *begin_json[RUN_BEGINS];
    int nbegins, begin_hit;
    /* scan_run's lines of the events it crosses (run_line), from its `crossed`: NULL in other runs */
    PyObject *lines;   /* that tuple (see Layout_scan_run) */
    Buf *lines_out;    /* where the lines go */
    Buf body;          /* a crossed event's body as JSON text */
    PyObject *own_names;  /* scan_run: the run's own table's names as JSON text (bytes), or NULL */
    PyObject *map_json;   /* scan_run: the JSON text of the other table's map run_cross just crossed, or NULL */
    int64_t limit;        /* scan_run: the events it may take (crossed ones too), or 0 for no limit */
    long long seen_id[OTHERS_SEEN];       /* run_other's entries looked up, by table id modulo OTHERS_SEEN */
    PyObject *seen_entry[OTHERS_SEEN];   /* (borrowed from `others`) */
} Run;

/* one taken event: its size, header, rows (offsets from `rows`) and present counts; its
 * table's layout and column count, and for another table's its names in `others` (NULL for the
 * run's own table; None for one the run passes over: see run_next) */
typedef struct {
    const uint8_t *e;
    const uint8_t *rows_buf;  /* where start and end are offsets: e, or a compressed event's rows inflated */
    int crc_checked;          /* its CRC32 was checked already (run_inflate, under crc_later) */
    int64_t size, start, end;
    int np, npa, ncols;
    LayoutObject *layout;
    PyObject *table;
    PyObject *texts;  /* another table's (names JSON, map JSON) from `others`, or NULL */
    ks_rows_event_t h;
} RunEvent;

/* after PyArg_ParseTuple filled the RUN_ARGS fields: 0, or -1 with an error set. Without `cross`
 * the state is `gtid` and `trx` (None: no transaction start) throughout. */
static int run_start(Run *r, LayoutObject *layout, PyObject *gtid, PyObject *trx) {
    int ncols = layout->ncols;
    r->ncols = ncols;
    r->layout = layout;
    r->cap = ncols;
    r->pf = PyMem_Malloc((size_t)ncols + 1);
    r->pa = PyMem_Malloc((size_t)ncols + 1);
    if (!r->pf || !r->pa) { PyErr_NoMemory(); return -1; }
    r->ok = r->len_header >= 19 && (r->len_checksum == 0 || r->len_checksum == 4);
    if (r->cross != NULL && r->cross != Py_None) {
        if (!PyTuple_Check(r->cross) || PyTuple_GET_SIZE(r->cross) < 5 || PyTuple_GET_SIZE(r->cross) > 6) {
            PyErr_SetString(PyExc_TypeError, "cross: (tracker, table map bytes or None, BEGINs: a tuple of bytes, "
                                             "unread, others or None[, the BEGINs' body JSON texts])");
            return -1;
        }
        PyObject *begins = PyTuple_GET_ITEM(r->cross, 2);
        PyObject *texts = PyTuple_GET_SIZE(r->cross) > 5 ? PyTuple_GET_ITEM(r->cross, 5) : Py_None;
        if (!PyTuple_Check(begins) || PyTuple_GET_SIZE(begins) > RUN_BEGINS
            || (texts != Py_None && (!PyTuple_Check(texts) || PyTuple_GET_SIZE(texts) != PyTuple_GET_SIZE(begins)))) {
            PyErr_SetString(PyExc_TypeError, "cross: the BEGINs, a tuple of at most 8 bytes objects, and their "
                                             "texts, a tuple as long or None");
            return -1;
        }
        for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(begins); i++) {
            PyObject *b = PyTuple_GET_ITEM(begins, i), *t = texts == Py_None ? Py_None : PyTuple_GET_ITEM(texts, i);
            if (!PyBytes_Check(b) || (t != Py_None && (!PyTuple_Check(t) || PyTuple_GET_SIZE(t) != 3
                                                        || !PyBytes_Check(PyTuple_GET_ITEM(t, 0))
                                                        || !PyBytes_Check(PyTuple_GET_ITEM(t, 1))
                                                        || !PyBytes_Check(PyTuple_GET_ITEM(t, 2))))) {
                PyErr_SetString(PyExc_TypeError, "cross: a BEGIN's bytes, and its text as 3 bytes objects or None");
                return -1;
            }
            r->begin[i] = (const uint8_t *)PyBytes_AS_STRING(b);
            r->begin_len[i] = PyBytes_GET_SIZE(b);
            r->begin_json[i] = t == Py_None ? NULL : t;
        }
        r->nbegins = (int)PyTuple_GET_SIZE(begins);
        PyObject *others = PyTuple_GET_ITEM(r->cross, 4);
        if (others != Py_None) {
            if (!PyDict_Check(others)) { PyErr_SetString(PyExc_TypeError, "cross: others, a dict"); return -1; }
            r->others = others;
        }
        r->tracker = PyTuple_GET_ITEM(r->cross, 0);
        PyObject *tm = PyTuple_GET_ITEM(r->cross, 1);
        if (tm != Py_None && !PyBytes_Check(tm)) {
            PyErr_SetString(PyExc_TypeError, "cross: the table map's bytes or None");
            return -1;
        }
        if (tm != Py_None) {
            r->tm = (const uint8_t *)PyBytes_AS_STRING(tm);
            r->tm_len = PyBytes_GET_SIZE(tm);
        }
        PyObject *unread = PyTuple_GET_ITEM(r->cross, 3);
        if (PyLong_Check(unread) && !PyBool_Check(unread)) {  /* (bits: 1 unread, 2 statements) */
            long bits = PyLong_AsLong(unread);
            if (bits == -1 && PyErr_Occurred()) return -1;
            r->unread = (int)(bits & 1);
            r->statements = (int)(bits >> 1 & 1);
        } else if ((r->unread = PyObject_IsTrue(unread)) < 0) return -1;
        if (!(r->gtid = PyObject_GetAttrString(r->tracker, "gtid"))) return -1;
        PyObject *pending = PyObject_GetAttrString(r->tracker, "pending");
        if (!pending || (r->pending = PyObject_IsTrue(pending)) < 0) { Py_XDECREF(pending); return -1; }
        Py_DECREF(pending);
        if (!(trx = PyObject_GetAttrString(r->tracker, "trx_pos"))) return -1;
    } else {
        Py_INCREF(gtid);
        r->gtid = gtid;
        Py_INCREF(trx);
    }
    r->has_trx = trx != Py_None;
    r->trx_pos = r->has_trx ? PyLong_AsLongLong(trx) : 0;
    Py_DECREF(trx);
    return r->has_trx && r->trx_pos == -1 && PyErr_Occurred() ? -1 : 0;
}

/* the tracker gets the state the run reached: 0, or -1 with an error set */
static int run_commit(Run *r) {
    if (!r->tracker || !r->crossed) return 0;
    PyObject *trx = r->has_trx ? PyLong_FromLongLong(r->trx_pos) : (Py_INCREF(Py_None), Py_None);
    int failed = !trx || PyObject_SetAttrString(r->tracker, "gtid", r->gtid) < 0
                 || PyObject_SetAttrString(r->tracker, "trx_pos", trx) < 0
                 || PyObject_SetAttrString(r->tracker, "pending", r->pending ? Py_True : Py_False) < 0;
    Py_XDECREF(trx);
    return failed ? -1 : 0;
}

static void run_end(Run *r) {
    PyMem_Free(r->pf); PyMem_Free(r->pa);
    arena_free(&r->inflated);
    buf_free(&r->body);
    Py_XDECREF(r->gtid);
    if (r->view.obj) PyBuffer_Release(&r->view);
    if (r->post.obj) PyBuffer_Release(&r->post);
}

/* a GTID's 16 bytes as a UUID's text (8-4-4-4-12 hexadecimal digits) into out[37] */
static void uuid_text(const uint8_t *sid, char *out) {
    static const char hex[] = "0123456789abcdef";
    int o = 0;
    for (int i = 0; i < 16; i++) {
        if (i == 4 || i == 6 || i == 8 || i == 10) out[o++] = '-';
        out[o++] = hex[sid[i] >> 4];
        out[o++] = hex[sid[i] & 15];
    }
    out[o] = 0;
}

/* Another table's entry in `others`: 1 with *layout, *tm (its map's body bytes or NULL),
 * *table (db, table, columns) and *texts (its names and its map's body as JSON text, a summary
 * run's, or NULL) set; 0 when there is none; -1 with an error set. */
static int run_other(Run *r, long long table_id, LayoutObject **layout, const uint8_t **tm, Py_ssize_t *tm_len,
                     PyObject **table, PyObject **texts) {
    if (!r->others) return 0;
    PyObject *entry = NULL;
    int slot = (int)((unsigned long long)table_id % OTHERS_SEEN);
    if (r->seen_entry[slot] && r->seen_id[slot] == table_id) entry = r->seen_entry[slot];
    else {  /* (looked up once, kept by id: the dict does not change during the call) */
        PyObject *key = PyLong_FromLongLong(table_id);
        if (!key) return -1;
        entry = PyDict_GetItemWithError(r->others, key);
        Py_DECREF(key);
        if (!entry) return PyErr_Occurred() ? -1 : 0;
        r->seen_id[slot] = table_id;
        r->seen_entry[slot] = entry;
    }
    Py_ssize_t size = PyTuple_Check(entry) ? PyTuple_GET_SIZE(entry) : 0;
    PyObject *t = size == 4 ? PyTuple_GET_ITEM(entry, 3) : NULL;
    if ((size != 3 && size != 4) || !PyObject_TypeCheck(PyTuple_GET_ITEM(entry, 0), &LayoutType)
        || !(PyBytes_Check(PyTuple_GET_ITEM(entry, 1)) || PyTuple_GET_ITEM(entry, 1) == Py_None)
        || (t && !(PyTuple_Check(t) && PyTuple_GET_SIZE(t) == 2))
        || (t && r->lines && !(PyBytes_Check(PyTuple_GET_ITEM(t, 0)) && PyBytes_Check(PyTuple_GET_ITEM(t, 1))))) {
        PyErr_SetString(PyExc_TypeError, "others: {table id: (Layout, bytes or None, (db, table, columns) or a Batch"
                                         "[, (names JSON, map JSON) or (db, table)])}");
        return -1;
    }
    *texts = t;
    *layout = (LayoutObject *)PyTuple_GET_ITEM(entry, 0);
    PyObject *b = PyTuple_GET_ITEM(entry, 1);
    *tm = b == Py_None ? NULL : (const uint8_t *)PyBytes_AS_STRING(b);
    *tm_len = b == Py_None ? 0 : PyBytes_GET_SIZE(b);
    *table = PyTuple_GET_ITEM(entry, 2);
    return 1;
}

/* whether a run crossing transactions may go on through an event of type `code` (run_cross decides) */
static inline int run_crosses(const Run *r, int code) {
    switch (code) {
    case 16: case 29: case 160: return r->lines != NULL || (r->unread && r->len_checksum);
    case 19: return r->tm != NULL || r->others != NULL;
    case 2: return r->nbegins > 0 || r->lines != NULL || (r->statements && r->len_checksum);
    case 33: case 34: case 162: return 1;
    default: return 0;
    }
}

/* The event e (type `code`, `size` bytes at file offset `pos`, framed and checked) when a run
 * crossing transactions goes on through it (see `cross` above): 1, the state updated; 0 when the
 * run stops before it; -1 with an error set. */
static int run_cross(Run *r, const uint8_t *e, int code, int64_t size, long long pos) {
    const uint8_t *body = e + r->len_header;
    int64_t n = size - r->len_header - r->len_checksum;
    PyObject *gtid;
    switch (code) {
    case 16:   /* XID: the transaction's end */
    case 29:   /* ROWS_QUERY */
    case 160:  /* ANNOTATE_ROWS */
        /* (without a CRC32 the body's parse is its check: run_line's, or the reader's) */
        if (!r->lines && (!r->unread || !r->len_checksum)) return 0;
        if (code == 16) r->pending = 0;
        return 1;
    case 19: {  /* TABLE_MAP: the one in force for its table id, byte for byte */
        const uint8_t *tm = r->tm;
        Py_ssize_t tm_len = r->tm_len;
        int64_t lph = len_post_header(19, r->post.buf, r->post.len);
        if (lph != 6 && lph != 8) return 0;
        if (n < lph) return 0;
        long long id = (long long)(lph == 6 ? ks_le(body, 4) : ks_le(body, 6));
        r->map_json = NULL;
        if (id != r->table_id) {
            LayoutObject *layout;
            PyObject *table, *texts;
            int found = run_other(r, id, &layout, &tm, &tm_len, &table, &texts);
            if (found <= 0) return found;
            if (r->lines && !texts) return 0;  /* (a summary run writes its line: it needs its text) */
            if (texts) r->map_json = PyTuple_GET_ITEM(texts, 1);
        }
        return tm && n == tm_len && memcmp(body, tm, (size_t)n) == 0;
    }
    case 2:    /* QUERY: a BEGIN (see cross); it starts a transaction no GTID event started */
        r->begin_hit = -1;
        for (int i = 0; i < r->nbegins && r->begin_hit < 0; i++)
            if (n == 8 + r->begin_len[i] && memcmp(body + 8, r->begin[i], (size_t)r->begin_len[i]) == 0) r->begin_hit = i;
        if (r->begin_hit < 0) {
            /* a summary run's statement (its line by the generated writer, run_line): a BEGIN of
             * other bytes starts a transaction as one given does, anything else ends the one in
             * force (TransactionTracker.see, by the statement's last bytes as statement_tail) */
            if (!r->lines && !(r->statements && r->len_checksum)) return 0;  /* (else the CRC32 held) */
            if (!(n >= 6 && memcmp(body + n - 6, "\0BEGIN", 6) == 0)) { r->pending = 0; return 1; }
        }
        if (!r->pending) { r->trx_pos = pos; r->has_trx = 1; }
        return 1;
    case 162: {  /* MariaDB's GTID: domain-server-sequence */
        ks_mariadb_gtid_event_t o;
        memset(&o, 0, sizeof o);
        if (ks_mariadb_gtid_event_read(body, n, &o) < 0) return 0;  /* the spec's parse has the verdict */
        char text[72];
        int len = fmt_i64(text, (int64_t)o.domain_id);
        text[len++] = '-';
        len += fmt_u64(text + len, le32(e + 5), 1);
        text[len++] = '-';
        len += fmt_u64(text + len, (uint64_t)o.seq_no, 1);
        gtid = PyUnicode_FromStringAndSize(text, len);  /* (what "%lld-%lu-%llu" gives, without printf's parse) */
        break;
    }
    case 33:     /* MySQL's GTID: uuid:gno */
    case 34: {   /* an anonymous one: no GTID */
        ks_gtid_log_event_t o;
        memset(&o, 0, sizeof o);
        if (ks_gtid_log_event_read(body, n, &o) < 0 || (code == 33 && o.sid.len != 16)) return 0;
        if (code == 34) { gtid = Py_None; Py_INCREF(gtid); break; }
        char text[72];
        uuid_text(o.sid.p, text);
        int len = 36;
        text[len++] = ':';
        len += fmt_i64(text + len, (int64_t)o.gno);
        gtid = PyUnicode_FromStringAndSize(text, len);  /* ("%s:%lld") */
        break;
    }
    default: return 0;
    }
    if (!gtid) return -1;
    Py_SETREF(r->gtid, gtid);
    r->trx_pos = pos;
    r->has_trx = 1;
    r->pending = 1;
    return 1;
}

/* the generated JSON writers' output (KS_JSON_WRITER): a Buf */
static int ks_json_put(void *b, const char *s, int64_t n) { return buf_put(b, s, (Py_ssize_t)n); }
static int ks_json_i64(void *b, int64_t v) { return put_i64(b, v); }
static int ks_json_u64(void *b, uint64_t v) { return put_u64(b, v); }
static int ks_json_f64(void *b, double v) { return put_double(b, v); }
static int ks_json_hex(void *out, const uint8_t *p, int64_t n) {
    static const char hex[] = "0123456789abcdef";
    Buf *b = out;
    if (buf_grow(b, 2 * n + 2) < 0) return -1;
    b->p[b->len++] = '"';
    for (int64_t i = 0; i < n; i++) { b->p[b->len++] = hex[p[i] >> 4]; b->p[b->len++] = hex[p[i] & 15]; }
    b->p[b->len++] = '"';
    return 0;
}
/* a statement of an event with no charset variable, as binlogspec.statements.decode_statement
 * leaves it: text where it is utf8mb4 (UTF-8), else its bytes (hex) */
static int ks_json_statement(void *b, const uint8_t *p, int64_t n) {
    return utf8_valid(p, n) ? put_json_str(b, p, n) : ks_json_hex(b, p, n);
}
/* a statement decoded in `collation` (a QUERY event's charset variable), as decode_statement
 * leaves it: UTF-8 text where it decodes, bytes (hex) where the collation keeps them (binary, an
 * id not known), text all ASCII in a charset that keeps it; 1 for other text, which is
 * decode_statement's to give */
static int ks_json_statement_in(void *b, const uint8_t *p, int64_t n, int64_t collation) {
    switch (ks_collation_decoding(collation)) {
    case 1: return ks_json_statement(b, p, n);
    case 2: return ks_json_hex(b, p, n);
    case 3:  /* a charset that keeps ASCII as it is: a statement all ASCII is that text */
        for (int64_t i = 0; i < n; i++)
            if (p[i] & 0x80) return 1;
        return put_json_str(b, p, n);
    default: return 1;
    }
}
/* a `str` field (checked UTF-8 as read: ks_utf8_valid) */
static int ks_json_str(void *b, const uint8_t *p, int64_t n) { return put_json_str(b, p, n); }

static int put_line(Buf *b, PyObject *parts, PyObject *names, const long long *field, int code, const Buf *body,
                    PyObject *table_names);

/* the index from 1 of the generated body reader of event type `code` (KS_EVENT_BODY_CODES), or 0 */
static int body_index(int code) {
    for (int i = 0; KS_EVENT_BODY_CODES[i][0]; i++)
        if (KS_EVENT_BODY_CODES[i][0] == code) return KS_EVENT_BODY_CODES[i][1];
    return 0;
}

/* The body of an event a summary run crosses, as JSON text into r->body: the table map in force
 * written again has that map's (given); a BEGIN of the bytes given (run_cross checked them from
 * the ninth byte on) that BEGIN's, with its own thread id and execution time (the body's first
 * two u4, where the given text is cut: Reader.begins_json); a body whose generated reader gives the spec's own tree
 * (KS_EVENT_BODY_EXACT) is written by its generated writer (ks_event_body_json: the tree as
 * tree.dumps writes it, its statement as statements.decode_statement leaves it). 1; 0 when the
 * run stops before the event (a type with no writer, or bytes its reader refuses: the reader
 * reads it, with its verdict); -1 with an error set. */
static int crossed_body(Run *r, const uint8_t *e, int code, int64_t size) {
    r->body.len = 0;
    if (code == 19) {  /* the run's own table's map, or another's (run_cross found it) */
        PyObject *map_body = r->map_json ? r->map_json : PyTuple_GET_ITEM(r->lines, 1);
        return buf_put(&r->body, PyBytes_AS_STRING(map_body), PyBytes_GET_SIZE(map_body)) < 0 ? -1 : 1;
    }
    PyObject *text = code == 2 && r->begin_hit >= 0 ? r->begin_json[r->begin_hit] : NULL;
    if (text) {  /* (a statement else: its generated writer's, below) */
        const uint8_t *body = e + r->len_header;
        for (int i = 0; i < 3; i++) {
            PyObject *part = PyTuple_GET_ITEM(text, i);
            if (buf_put(&r->body, PyBytes_AS_STRING(part), PyBytes_GET_SIZE(part)) < 0) return -1;
            if (i < 2 && put_i64(&r->body, (int64_t)le32(body + 4 * i)) < 0) return -1;
        }
        return 1;
    }
    int which = body_index(code);
    if (!which || !KS_EVENT_BODY_EXACT[which]) return 0;
    return ks_event_body_json(which, e + r->len_header, size - r->len_header - r->len_checksum,
                              len_post_header(code, r->post.buf, r->post.len), &r->body);
}

/* scan_run's line of an event it crosses (see Run.lines), appended: 1; 0 to stop before the
 * event (the reader reads it); -1 with an error set. */
static int run_line(Run *r, const uint8_t *e, int code, int64_t size, long long pos) {
    int got = crossed_body(r, e, code, size);
    if (got <= 0) return got;
    long long field[SF_COUNT] = {
        [SF_POS] = pos, [SF_NEXT_POS] = pos + size, [SF_TYPE_CODE] = code, [SF_TIMESTAMP] = le32(e),
        [SF_SERVER_ID] = le32(e + 5), [SF_SIZE] = size, [SF_LOG_POS] = le32(e + 13), [SF_FLAGS] = e[17] | e[18] << 8};
    return put_line(r->lines_out, PyTuple_GET_ITEM(r->lines, 0), PyTuple_GET_ITEM(r->lines, 2), field, code,
                    &r->body, NULL) < 0 ? -1 : 1;
}

/* The rows event at r->at, past those a run crossing transactions goes on through, when the run
 * takes it (1); 0 when the run stops before it (r->need set); -1 with an error set. */
/* whether the event's last four bytes are the CRC32 of the rest, by crc32_c (crc_later) */
static int crc_holds(const uint8_t *e, int64_t size) {
    return crc32_c(e, size - 4) == le32(e + size - 4);
}

/* A compressed rows event's rows (MariaDB's layout, rows_event.ksy: a header byte of 0x80 and the
 * width of the length, the length before compression, the zlib stream) inflated into the run's
 * arena, ev->rows made to point there: 1; 0 when the reader reads the event instead (no zlib here,
 * another algorithm, a claim over INFLATE_MAX, a CRC32 that does not hold, a stream that does not
 * inflate to exactly the length claimed from exactly its bytes); -1 with an error set. */
static int run_inflate(Run *r, RunEvent *ev, const uint8_t *e, int64_t size) {
    const ks_rows_event_t *h = &ev->h;
    if (!z_uncompress2 || !h->has_compression_header || !h->has_len_uncompressed
        || (h->compression_header & 0xf0) != 0x80 || h->len_uncompressed <= 0
        || (uint64_t)h->len_uncompressed > INFLATE_MAX)
        return 0;
    if (r->crc_later && r->len_checksum) {  /* (before the claim sizes anything; not again later) */
        if (!crc_holds(e, size)) {
            r->need = -1;
            return 0;
        }
        ev->crc_checked = 1;
    }
    ArenaMark m = arena_mark(&r->inflated);
    uint8_t *out = arena_take(&r->inflated, (size_t)h->len_uncompressed);
    if (!out) { PyErr_NoMemory(); return -1; }
    unsigned long out_len = (unsigned long)h->len_uncompressed, in_len = (unsigned long)(ev->end - ev->start);
    if (z_uncompress2(out, &out_len, e + ev->start, &in_len) != 0 || out_len != (unsigned long)h->len_uncompressed
        || in_len != (unsigned long)(ev->end - ev->start)) {
        arena_rewind(&r->inflated, m);
        return 0;
    }
    ev->rows_buf = out;
    ev->start = 0;
    ev->end = (int64_t)out_len;
    return 1;
}

static int run_event(Run *r, RunEvent *ev) {
    const uint8_t *buf = r->view.buf, *lens = r->post.buf, *e;
    int64_t len = r->view.len, at, size;
    int code;
    for (;;) {  /* past the events a run crossing transactions goes on through */
        at = r->at;
        if (r->limit && r->events >= r->limit) { r->need = 0; return 0; }  /* (called again, it goes on) */
        r->need = -1;
        if (!r->ok || at >= r->room) return 0;
        if (len - at < r->len_header) { r->need = r->len_header; return 0; }
        e = buf + at;
        Frame f;
        int framed = frame_at(e, r->len_header + r->len_checksum, KS_MAX_EVENT_SIZE, &f);
        code = f.code;
        size = f.size;
        /* v1, v2, and MariaDB's compressed v1 and v2 (run_inflate) */
        int rows = (code >= 23 && code <= 25) || (code >= 30 && code <= 32) || (code >= 166 && code <= 171);
        if (!rows && !(r->tracker && run_crosses(r, code))) return 0;
        if (!framed) return 0;
        if (size > len - at) { r->need = size; return 0; }  /* (the run's bytes end before it: more are read) */
        int64_t log_pos = le32(e + 13);
        if (r->check_log_pos ? log_pos != r->file_pos + at + size : log_pos == 0) return 0;
        if (r->len_checksum && !(rows && r->crc_later)) {
            int64_t crc = crc32_of(e, size - 4);
            if (crc < 0) return -1;
            if ((uint32_t)crc != le32(e + size - 4)) return 0;
        }
        if (rows) break;
        if (r->lines) {  /* the event's line, or the run stops before it with the state it had */
            PyObject *gtid = r->gtid;
            long long trx_pos = r->trx_pos;
            int has_trx = r->has_trx, pending = r->pending;
            Py_XINCREF(gtid);
            int passed = run_cross(r, e, code, size, r->file_pos + at);
            if (passed > 0) passed = run_line(r, e, code, size, r->file_pos + at);
            if (passed <= 0) {
                Py_XSETREF(r->gtid, gtid);
                r->trx_pos = trx_pos; r->has_trx = has_trx; r->pending = pending;
                return passed;
            }
            Py_XDECREF(gtid);
        } else {
            int passed = run_cross(r, e, code, size, r->file_pos + at);
            if (passed <= 0) return passed;
        }
        r->at += size;
        r->events++;
        r->crossed = 1;
    }
    int64_t lph = len_post_header(code, lens, r->post.len);
    int64_t body_end = size - r->len_checksum;
    ks_rows_event_t *h = &ev->h;
    if (ks_rows_event_read(e + r->len_header, body_end - r->len_header, code, lph, h) < 0 || h->is_v0
        || h->is_partial_update)
        return 0;
    ev->rows_buf = e;
    ev->crc_checked = 0;
    ev->start = h->rest.p - e;
    ev->end = body_end;
    if (h->is_compressed) {
        int inflated = run_inflate(r, ev, e, size);
        if (inflated <= 0) return inflated;
    }
    ev->layout = r->layout;
    ev->table = NULL;
    ev->texts = NULL;
    if ((long long)h->table_id != r->table_id) {  /* another table's, when the run knows it */
        const uint8_t *tm;
        Py_ssize_t tm_len;
        int found = run_other(r, (long long)h->table_id, &ev->layout, &tm, &tm_len, &ev->table, &ev->texts);
        if (found <= 0) return found;
    }
    int ncols = ev->layout->ncols;
    if (h->num_columns.value != ncols) return 0;
    if (ncols > r->cap) {
        uint8_t *pf = PyMem_Realloc(r->pf, (size_t)ncols + 1), *pa = pf ? PyMem_Realloc(r->pa, (size_t)ncols + 1) : NULL;
        if (pf) r->pf = pf;
        if (pa) r->pa = pa;
        if (!pf || !pa) { PyErr_NoMemory(); return -1; }
        r->cap = ncols;
    }
    ev->ncols = ncols;
    ev->e = e;
    ev->size = size;
    ev->np = bitmap_flags(h->columns_present.bits, ncols, r->pf);
    ev->npa = ev->np;
    if (h->has_columns_present_after) ev->npa = bitmap_flags(h->columns_present_after.bits, ncols, r->pa);
    else memcpy(r->pa, r->pf, (size_t)ncols);
    /* rows whose images would take no bytes: the walk's verdict (image_flags) */
    if (ev->start < ev->end && (h->is_write || ev->np == 0) && (h->is_delete || ev->npa == 0)) return 0;
    r->need = 0;
    return 1;
}

/* the event's rows failed: the run stops before it, unless the error must go up (0) */
static int run_refuse(Run *r, PyObject *kind) {
    if (!PyErr_ExceptionMatches(kind)) return 0;
    PyErr_Clear();  /* the reader reads the event, and the walk gives its values or its verdict */
    r->need = -1;
    return 1;
}

static void run_took(Run *r, const RunEvent *ev) { r->at += ev->size; r->events++; }


/* the event's rows counted, every cell read (scan_rows): their number, or -1 with an error set */
static long run_scan(Run *r, const RunEvent *ev) {
    return ev->start < ev->end ? scan_rows(ev->layout, ev->rows_buf, ev->start, ev->end, (int)ev->h.is_write,
                                           (int)ev->h.is_delete, ev->ncols, r->pf, r->pa, ev->np, ev->npa)
                               : 0;
}

/* The next rows event the run gives its method (run_event), past those of tables the walk passes
 * over: their rows held to fit, as the walk holds them, and taken; a Mismatch stops the run before
 * the event. 1, 0 or -1 as run_event. */
static int run_next(Run *r, RunEvent *ev) {
    if (!r->keep_inflated) arena_rewind(&r->inflated, (ArenaMark){NULL, 0});  /* (the last event's are decoded) */
    ArenaMark m = arena_mark(&r->inflated);
    for (;;) {
        int taken = run_event(r, ev);
        if (taken <= 0 || ev->table != Py_None) return taken;
        if (r->crc_later && r->len_checksum && !ev->crc_checked && !crc_holds(ev->e, ev->size)) {
            r->need = -1;
            return 0;
        }
        if (run_scan(r, ev) < 0) return run_refuse(r, Mismatch) ? 0 : -1;
        run_took(r, ev);
        arena_rewind(&r->inflated, m);
    }
}

static inline int op_index(const ks_rows_event_t *h) { return h->is_write ? 0 : h->is_delete ? 2 : 1; }

/* ------------------------------------------------------------------ runs on two threads
 *
 * A batch's run decodes in rounds. A round first frames and checks its events in order, with the
 * GIL (run_next: framing, positions, CRC32s, the transactions crossed), noting each rows event it
 * takes and the run's state before it and at it (a Job). Then it decodes them: the first ones on
 * this thread into the batch, the others, when the round is large enough and every column's step
 * decodes without Python, on a second thread into the scratch batch, whose rows then join the
 * batch's. Both halves are batch_rows, so the rows are those one thread would append.
 *
 * What one thread would do at an event is what the round does there: at the caller's row limit
 * (the first event past it is left, the run's state as before it), at an event whose rows fail
 * (the run stops before it: run_refuse). The second thread sets no Python error: an event it
 * cannot decode, and those after it, are decoded again by the next rounds on this thread, which
 * has the verdict. */

typedef struct {
    int64_t at, events;
    PyObject *gtid;  /* a reference */
    long long trx_pos;
    int has_trx, pending, crossed;
} RunState;

struct Job {
    const uint8_t *e, *rows_buf;  /* the event, and its rows (start and end their offsets: see RunEvent) */
    int64_t size, start, end, rows_after;  /* rows_after: the scratch batch's rows after this event */
    int crc, is_write, is_delete, np, npa, op;  /* crc: its CRC32 is yet to be checked */
    long long pos_meta, ts;
    Text gtid;                       /* the UTF-8 of at.gtid */
    RunState pre, at;                /* the run before this event (and the events crossed to it), and at it */
    struct BatchObject *target;      /* the batch it goes to: another table's (see Batch_append_run), or NULL */
    PyObject *names;                 /* its table's (db, table) (borrowed), for a Changes builder, or NULL */
};

static void run_save(const Run *r, RunState *s) {
    s->at = r->at; s->events = r->events; s->trx_pos = r->trx_pos;
    s->has_trx = r->has_trx; s->pending = r->pending; s->crossed = r->crossed;
    s->gtid = r->gtid;
    Py_XINCREF(s->gtid);
}
static void run_restore(Run *r, const RunState *s) {
    r->at = s->at; r->events = s->events; r->trx_pos = s->trx_pos;
    r->has_trx = s->has_trx; r->pending = s->pending; r->crossed = s->crossed;
    Py_XINCREF(s->gtid);
    Py_XSETREF(r->gtid, s->gtid);
}

/* rounds of at least this many row bytes decode on two threads (-1: never; see threads()) */
#define THREADS_MIN_BYTES (128 << 10)
static Py_ssize_t threads_min_bytes = THREADS_MIN_BYTES;
static long long rounds_split, events_redone, joins_split, rounds_free, free_redone;  /* for the tests: threads_used() */
#define ROUND_JOBS 1024

/* the first m bits of src appended to the n bits of dst */
static int bits_append(Buf *dst, int64_t n, const uint8_t *src, int64_t m) {
    int64_t total = n + m, have = (n + 7) / 8, need = (total + 7) / 8, whole = (m + 7) / 8;
    if (buf_grow(dst, (Py_ssize_t)(need - have)) < 0) return -1;
    uint8_t *d = (uint8_t *)dst->p;
    int shift = (int)(n & 7);
    if (!shift) memcpy(d + (n >> 3), src, (size_t)whole);
    else {
        int64_t base = n >> 3;
        d[base] &= (uint8_t)((1 << shift) - 1);
        for (int64_t b = 0; b < whole; b++) {
            d[base + b] |= (uint8_t)(src[b] << shift);
            if (base + b + 1 < need) d[base + b + 1] = (uint8_t)(src[b] >> (8 - shift));
        }
    }
    dst->len = (Py_ssize_t)need;
    valid_past(dst, total);
    return 0;
}
/* the set bits among the first m */
static int64_t bits_set(const uint8_t *bits, int64_t m) {
    int64_t count = 0, b = 0;
    for (; (b + 8) * 8 <= m; b += 8) { uint64_t w; memcpy(&w, bits + b, 8); count += __builtin_popcountll(w); }
    for (; (b + 1) * 8 <= m; b++) count += __builtin_popcount(bits[b]);
    if (m & 7) count += __builtin_popcount(bits[b] & ((1 << (m & 7)) - 1));
    return count;
}
/* `count` 32-bit offsets of src from its index 1 on, each moved by `by`, appended */
static int offsets_append(Buf *dst, const int32_t *src, int64_t count, int32_t by) {
    if (buf_grow(dst, (Py_ssize_t)(4 * count)) < 0) return -1;
    int32_t *d = (int32_t *)(dst->p + dst->len);
    for (int64_t k = 0; k < count; k++) d[k] = src[k + 1] + by;
    dst->len += (Py_ssize_t)(4 * count);
    return 0;
}
/* the first m rows of the column src appended to dst, as appending them one by one would */
static int col_join(Col *dst, const Col *src, int64_t m) {
    if (m <= 0) return 0;
    if (bits_append(&dst->valid, dst->length, (const uint8_t *)src->valid.p, m) < 0) return -1;
    dst->nulls += m - bits_set((const uint8_t *)src->valid.p, m);
    int w = width_of(dst->kind);
    if (w) {
        if (buf_put(&dst->data, src->data.p, (Py_ssize_t)(w * m)) < 0) return -1;
    } else if (dst->kind == A_LIST_STR) {
        const int32_t *so = (const int32_t *)src->offsets.p, *sc = (const int32_t *)src->child_offsets.p;
        int64_t children = so[m];
        if (dst->child_data.len + sc[children] > INT32_MAX) return too_big();
        if (offsets_append(&dst->offsets, so, m, (int32_t)dst->child_length) < 0
            || offsets_append(&dst->child_offsets, sc, children, (int32_t)dst->child_data.len) < 0
            || buf_put(&dst->child_data, src->child_data.p, sc[children]) < 0)
            return -1;
        dst->child_length += children;
    } else {
        const int32_t *so = (const int32_t *)src->offsets.p;
        if (dst->data.len + so[m] > INT32_MAX) return too_big();
        if (offsets_append(&dst->offsets, so, m, (int32_t)dst->data.len) < 0 || buf_put(&dst->data, src->data.p, so[m]) < 0)
            return -1;
    }
    dst->length += m;
    return 0;
}
/* the first m rows of the scratch batch appended to the batch */
/* after its columns: the first m rows' before-image bits of the scratch batch, and the row count */
static int batch_join_rows(BatchObject *self, const BatchObject *from, int64_t m) {
    if (bits_append(&self->before_valid, self->rows, (const uint8_t *)from->before_valid.p, m) < 0) return -1;
    self->before_nulls += m - bits_set((const uint8_t *)from->before_valid.p, m);
    self->rows += m;
    return 0;
}
static int batch_join(BatchObject *self, const BatchObject *from, int64_t m) {
    if (m <= 0) return 0;
    for (int i = 0; i < self->ncols; i++)
        if (col_join(&self->main[i], &from->main[i], m) < 0 || col_join(&self->before[i], &from->before[i], m) < 0) return -1;
    for (int k = 0; k < NMETA; k++) if (col_join(&self->meta[k], &from->meta[k], m) < 0) return -1;
    return batch_join_rows(self, from, m);
}
/* the scratch batch empty again, its memory kept */
static void col_clear(Col *c) {
    int var = c->kind == A_STR || c->kind == A_BIN || c->kind == A_LIST_STR;
    c->length = c->nulls = c->child_length = 0;
    c->valid.len = c->data.len = c->child_data.len = 0;
    c->offsets.len = var ? 4 : 0;  /* (the leading 0 col_init wrote) */
    c->child_offsets.len = c->kind == A_LIST_STR ? 4 : 0;
}
static void batch_clear(BatchObject *b) {
    for (int i = 0; i < b->ncols; i++) { col_clear(&b->main[i]); col_clear(&b->before[i]); }
    for (int k = 0; k < NMETA; k++) col_clear(&b->meta[k]);
    b->before_valid.len = 0;
    b->before_nulls = 0;
    b->rows = 0;
}

/* a job's rows appended to b: batch_rows; -2 (no error set) when its CRC32 does not hold */
#define CRC_BAD (-2)
static int64_t job_rows(BatchObject *b, const Job *j, const uint8_t *flags, const Text *ops, const Text *file,
                        Mark *marks) {
    if (j->crc && !crc_holds(j->e, j->size)) return CRC_BAD;
    if (j->start >= j->end) return 0;
    const uint8_t *pf = flags, *pa = flags + b->ncols + 1;
    return batch_rows(b, j->rows_buf, j->start, j->end, j->is_write, j->is_delete, pf, pa, j->np, j->npa, &ops[j->op], file,
                      j->pos_meta, j->ts, &j->gtid, j->at.has_trx, j->at.trx_pos, marks);
}

#ifndef _WIN32
typedef struct {
    BatchObject *b;
    Job *jobs;
    const uint8_t *flags;
    const Text *ops, *file;
    Mark *marks;
    int from, to, done;  /* done: the first job not decoded */
    int64_t limit;       /* no rows past this many can join */
    size_t stride;       /* a job's bytes in flags */
    double seconds;      /* the time it took */
    void (*run)(void *); /* another kind of work (scan_half), with its own arguments, or NULL */
    void *arg;
} Half;

static double now_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void half_run(Half *h) {
    double start = now_seconds();
    int i;
    for (i = h->from; i < h->to && h->b->rows < h->limit; i++) {
        if (job_rows(h->b, &h->jobs[i], h->flags + h->stride * (size_t)i, h->ops, h->file, h->marks) < 0) break;
        h->jobs[i].rows_after = h->b->rows;
    }
    h->done = i;
    h->seconds = now_seconds() - start;
}

/* The second thread: started once a process (a fresh one in a forked child) and kept, waiting for
 * a half to decode; starting a thread a round cost about 0.3 ms of the first thread's waiting, a
 * fifth of a round's time. One batch uses it at a time (`busy`, under the GIL); another run
 * meanwhile (a Python thread's, while this one waits without the GIL) decodes on one thread. */
static struct {
    pthread_mutex_t lock;
    pthread_cond_t go, done;
    Half *work;    /* the half to decode, until it is done */
    pid_t pid;     /* the process that started the thread (0: none) */
    int busy;      /* a run has posted a half and not taken its rows yet (under the GIL) */
} second = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, PTHREAD_COND_INITIALIZER, NULL, 0, 0};

static void *second_main(void *unused) {
    off_gil = 1;
    pthread_mutex_lock(&second.lock);
    for (;;) {
        while (!second.work) pthread_cond_wait(&second.go, &second.lock);
        Half *h = second.work;
        pthread_mutex_unlock(&second.lock);
        if (h->run) h->run(h->arg);
        else half_run(h);
        pthread_mutex_lock(&second.lock);
        second.work = NULL;
        pthread_cond_signal(&second.done);
    }
    return NULL;
}

/* h decoded by the second thread, started if need be: 0, or -1 (nothing started; no error set) */
/* A worker thread of the module's (the second one, the read-ahead one) started, detached, with
 * its lock and conditions made fresh: at its first use in a process, or in a forked child, whose
 * copy of its parent's state has no thread behind it. 0, or -1 (none started). */
static int worker_start(void *(*run)(void *), pthread_mutex_t *lock, pthread_cond_t *go, pthread_cond_t *done) {
    pthread_mutex_init(lock, NULL);
    pthread_cond_init(go, NULL);
    pthread_cond_init(done, NULL);
    pthread_t thread;
    pthread_attr_t attr;
    if (pthread_attr_init(&attr) != 0) return -1;
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    int failed = pthread_create(&thread, &attr, run, NULL) != 0;
    pthread_attr_destroy(&attr);
    return failed ? -1 : 0;
}

static int second_post(Half *h) {
    if (second.pid != getpid()) {  /* none yet, or a forked child's copy of its parent's state */
        second.work = NULL;
        if (worker_start(second_main, &second.lock, &second.go, &second.done) < 0) return -1;
        second.pid = getpid();
    }
    pthread_mutex_lock(&second.lock);
    second.work = h;
    pthread_cond_signal(&second.go);
    pthread_mutex_unlock(&second.lock);
    return 0;
}

static void second_wait(void) {
    pthread_mutex_lock(&second.lock);
    while (second.work) pthread_cond_wait(&second.done, &second.lock);
    pthread_mutex_unlock(&second.lock);
}
#endif

#ifndef _WIN32
/* A join's columns on two threads: each column's buffers are its own, so the second thread joins
 * some (join_part) while the first joins the others; the join was a sixth of an Arrow read's
 * time on the first thread, with the second waiting. */
typedef struct { Col *dst; const Col *src; } JoinPair;
typedef struct { JoinPair *pairs; int from, to; int64_t m; int failed; } JoinPart;

static void join_part(void *arg) {
    JoinPart *p = arg;
    for (int i = p->from; i < p->to; i++)
        if (col_join(p->pairs[i].dst, p->pairs[i].src, p->m) < 0) { p->failed = 1; return; }
}

/* the bytes col_join copies for the first m rows of src (about: to share the work) */
static int64_t join_bytes(const Col *src, int64_t m) {
    int w = width_of(src->kind);
    if (w) return (int64_t)w * m;
    const int32_t *so = (const int32_t *)src->offsets.p;
    if (src->kind == A_LIST_STR) return 4 * m + 4 * (int64_t)so[m] + ((const int32_t *)src->child_offsets.p)[so[m]];
    return 4 * m + so[m];
}
#endif

/* batch_join, the columns shared with the second thread when they are worth it and it is free */
static int batch_join_split(BatchObject *self, const BatchObject *from, int64_t m) {
#ifndef _WIN32
    int n = 2 * self->ncols + NMETA;
    if (m <= 0 || second.busy) return batch_join(self, from, m);
    JoinPair *pairs = PyMem_Malloc(sizeof(JoinPair) * (size_t)n);
    if (!pairs) return batch_join(self, from, m);
    int64_t total = 0;
    int k = 0;
    for (int i = 0; i < self->ncols; i++) {
        pairs[k++] = (JoinPair){&self->main[i], &from->main[i]};
        pairs[k++] = (JoinPair){&self->before[i], &from->before[i]};
    }
    for (int i = 0; i < NMETA; i++) pairs[k++] = (JoinPair){&self->meta[i], &from->meta[i]};
    for (int i = 0; i < n; i++) {
        const Col *d = pairs[i].dst, *s = pairs[i].src;
        /* the 2 GiB check here, with the GIL, for the columns either thread joins */
        if (d->kind == A_LIST_STR) {
            const int32_t *so = (const int32_t *)s->offsets.p;
            if (d->child_data.len + ((const int32_t *)s->child_offsets.p)[so[m]] > INT32_MAX) { PyMem_Free(pairs); return too_big(); }
        } else if (!width_of(d->kind) && d->data.len + ((const int32_t *)s->offsets.p)[m] > INT32_MAX) {
            PyMem_Free(pairs);
            return too_big();
        }
        total += join_bytes(s, m);
    }
    if (total < 2 * (int64_t)threads_min_bytes) { PyMem_Free(pairs); return batch_join(self, from, m); }  /* (as a round) */
    /* the second thread takes the columns from `cut` on: about half the bytes */
    int cut = n;
    int64_t tail = 0;
    while (cut > 1 && 2 * (tail + join_bytes(pairs[cut - 1].src, m)) <= total) tail += join_bytes(pairs[--cut].src, m);
    JoinPart part = {pairs, cut, n, m, 0};
    Half half = {0};
    half.run = join_part;
    half.arg = &part;
    int posted = cut < n && second_post(&half) == 0;
    if (posted) { second.busy = 1; joins_split++; }  /* (another Python thread's run meanwhile decodes on one) */
    int failed = 0;
    for (int i = 0; i < cut && !failed; i++) failed = col_join(pairs[i].dst, pairs[i].src, m) < 0;
    if (!posted) for (int i = cut; i < n && !failed; i++) failed = col_join(pairs[i].dst, pairs[i].src, m) < 0;
    if (posted) {
        Py_BEGIN_ALLOW_THREADS
        second_wait();
        Py_END_ALLOW_THREADS
        second.busy = 0;
    }
    PyMem_Free(pairs);
    if (failed) return -1;
    if (part.failed) { PyErr_NoMemory(); return -1; }
    return batch_join_rows(self, from, m);
#else
    return batch_join(self, from, m);
#endif
}
/* A batch that has never been finished, with its first rows (an event's, appended on its own), and
 * a run ahead over `room` more bytes to `max_rows` rows: each buffer reserved for the rows it can
 * reach (at the event bytes a row took so far) at the buffer bytes a row took so far, an eighth
 * more. Later batches reserve what the one before reached (Buf.hint). */
static void batch_reserve(BatchObject *self, int64_t max_rows, int64_t room) {
    self->sized = 1;
    if (self->rows <= 0 || self->seen_rows <= 0 || self->seen_bytes <= 0) return;
    double reach = (double)self->rows + (double)room * (double)self->seen_rows / (double)self->seen_bytes;
    if (reach > (double)max_rows) reach = (double)max_rows;
    if (reach <= (double)self->rows) return;
    double scale = reach / (double)self->rows * 1.125;
    Col *cols[] = {self->main, self->before, self->meta};
    int counts[] = {self->ncols, self->ncols, NMETA};
    for (int g = 0; g < 3; g++) {
        for (int i = 0; i < counts[g]; i++) {
            Col *c = &cols[g][i];
            Buf *bufs[] = {&c->valid, &c->data, &c->offsets, &c->child_offsets, &c->child_data};
            for (int k = 0; k < 5; k++)
                if (!bufs[k]->hint) buf_reserve(bufs[k], (Py_ssize_t)((double)bufs[k]->len * scale));
        }
    }
    if (!self->before_valid.hint) buf_reserve(&self->before_valid, (Py_ssize_t)((double)self->before_valid.len * scale));
}

/* where a batch stands (its columns' marks in `marks`, 2 * ncols + NMETA of them): what
 * batch_back takes it back to */
typedef struct { Py_ssize_t bv_len; int64_t before_nulls, rows; } BatchPoint;
static void batch_point(BatchObject *b, Mark *marks, BatchPoint *p) {
    for (int i = 0; i < b->ncols; i++) { mark(&b->main[i], &marks[i]); mark(&b->before[i], &marks[b->ncols + i]); }
    for (int k = 0; k < NMETA; k++) mark(&b->meta[k], &marks[2 * b->ncols + k]);
    *p = (BatchPoint){b->before_valid.len, b->before_nulls, b->rows};
}
static void batch_back(BatchObject *b, const Mark *marks, const BatchPoint *p) {
    for (int i = 0; i < b->ncols; i++) { unmark(&b->main[i], &marks[i]); unmark(&b->before[i], &marks[b->ncols + i]); }
    for (int k = 0; k < NMETA; k++) unmark(&b->meta[k], &marks[2 * b->ncols + k]);
    b->before_valid.len = p->bv_len;
    b->before_nulls = p->before_nulls;
    b->rows = p->rows;
    valid_past(&b->before_valid, p->rows);
}

typedef struct ChangesObject ChangesObject;
static PyTypeObject ChangesType;
/* a Changes builder's batch is full: this many rows, or CHANGES_BATCH_BYTES of text */
#define CHANGES_BATCH_BYTES (32 << 20)
static int changes_full(const ChangesObject *c, int64_t max_rows);
static int64_t changes_event(ChangesObject *self, LayoutObject *L, const uint8_t *buf, int64_t start, int64_t end,
                             int is_write, int is_delete, int num_columns, const uint8_t *pf, const uint8_t *pa, int np,
                             int npa, PyObject *file, long long pos_meta, long long next_pos, long long ts,
                             long long server_id, PyObject *gtid, int has_trx, long long trx_pos, PyObject *db,
                             PyObject *table, PyObject *op);

/* append_run(RUN_ARGS..., ops, file, gtid, trx_pos, max_rows[, changes, names]) -> (consumed, events,
 * need, rows): the rows appended as append() appends them, until the batch holds max_rows; `ops`:
 * the op names of a write, an update and a delete; gtid and trx_pos: the state without `cross`.
 * Other tables' events go to their own batches where `others` gives one (its entry's third
 * item), with their names (db, table) as its fourth. `changes`: a Changes builder that takes
 * every event's rows too (as Changes.append appends them, with `names`, the batch's table's
 * (db, table)): a job's two outputs of one decode; an event either takes fails in neither. */
static PyObject *Batch_append_run(BatchObject *self, PyObject *args) {
    Run r = {0};
    long long max_rows;
    PyObject *ops, *file, *gtid, *trx, *out = NULL, *changes_obj = Py_None, *names = Py_None;
    Mark *marks = NULL, *marks2 = NULL, *marks3 = NULL;
    int64_t rows0 = self->rows;
    int n = 0;  /* the round's jobs (their states hold references) */
    if (!PyArg_ParseTuple(args, RUN_ARGS "O!UOOL|OO", &r.view, &r.file_pos, &r.room, &r.table_id, &r.len_header,
                          &r.len_checksum, &r.post, &r.check_log_pos, &r.cross, &PyTuple_Type, &ops, &file, &gtid,
                          &trx, &max_rows, &changes_obj, &names)
        || run_start(&r, self->layout, gtid, trx) < 0)
        goto done;
    ChangesObject *changes = NULL;
    if (changes_obj != Py_None) {
        if (!PyObject_TypeCheck(changes_obj, &ChangesType) || !PyTuple_Check(names) || PyTuple_GET_SIZE(names) != 2) {
            PyErr_SetString(PyExc_TypeError, "append_run: changes, a Changes builder, with names (db, table)");
            goto done;
        }
        changes = (ChangesObject *)changes_obj;
    }
    if (PyTuple_GET_SIZE(ops) != 3) { PyErr_SetString(PyExc_TypeError, "ops: (write, update, delete)"); goto done; }
    Text op_text[3], file_text;
    for (int k = 0; k < 3; k++) if (text_of(PyTuple_GET_ITEM(ops, k), &op_text[k]) < 0) goto done;
    if (text_of(file, &file_text) < 0) goto done;
    r.crc_later = crc32_in_c() && r.len_checksum == 4;
    /* the widest table whose events the run may take: this batch's, or another's in `others` */
    int ncols = self->ncols;
    if (r.others) {
        Py_ssize_t i = 0;
        PyObject *k, *v;
        while (PyDict_Next(r.others, &i, &k, &v))
            if (PyTuple_Check(v) && PyTuple_GET_SIZE(v) >= 3 && PyObject_TypeCheck(PyTuple_GET_ITEM(v, 2), &BatchType)
                && ((BatchObject *)PyTuple_GET_ITEM(v, 2))->ncols > ncols)
                ncols = ((BatchObject *)PyTuple_GET_ITEM(v, 2))->ncols;
    }
    size_t stride = 2 * ((size_t)ncols + 1);
    marks = PyMem_Malloc(sizeof(Mark) * (size_t)(2 * ncols + NMETA + 1));
    marks2 = PyMem_Malloc(sizeof(Mark) * (size_t)(2 * ncols + NMETA + 1));
    marks3 = PyMem_Malloc(sizeof(Mark) * (size_t)(2 * ncols + NMETA + 1));
    if (!marks || !marks2 || !marks3) { PyErr_NoMemory(); goto done; }
    if (stride > self->flags_stride && self->jobs_cap) {  /* (a wider table than before: each job's room grows) */
        uint8_t *flags = PyMem_Realloc(self->job_flags, stride * (size_t)self->jobs_cap);
        if (!flags) { PyErr_NoMemory(); goto done; }
        self->job_flags = flags;
    }
    if (stride > self->flags_stride) self->flags_stride = stride;
    stride = self->flags_stride;
    if (!self->sized) batch_reserve(self, max_rows, r.room);
    r.keep_inflated = 1;  /* (the round's jobs decode after it frames them all) */
    int stopped = 0, solo = 0;
    while (!stopped && self->rows < max_rows) {
        arena_rewind(&r.inflated, (ArenaMark){NULL, 0});  /* (the last round's jobs are decoded) */
        /* the round's events, framed and checked, up to about the rows the batch still takes */
        int64_t budget = max_rows - self->rows, bytes = 0, round0 = self->rows;
        double row_bytes = self->seen_rows ? (double)self->seen_bytes / (double)self->seen_rows : 0;
        int cap = solo || row_bytes <= 0 ? 1 : ROUND_JOBS, ended = 0;
        /* the calling thread's share decodes without the GIL where every step can (another Python
         * thread runs meanwhile), except in a round that redoes an event that failed there: with
         * the GIL, its error is raised */
        int free_run = self->off_gil_ok && !solo;
        int mixed = changes != NULL;  /* a job of the round goes to another batch, or to the Changes builder
                                         * too: no second thread, the GIL held */
        solo = 0;
        while (n < cap) {
            if (n == self->jobs_cap) {
                int grown = self->jobs_cap ? 2 * self->jobs_cap : 16;
                Job *jobs = PyMem_Realloc(self->jobs, sizeof(Job) * (size_t)grown);
                if (jobs) self->jobs = jobs;
                uint8_t *flags = jobs ? PyMem_Realloc(self->job_flags, stride * (size_t)grown) : NULL;
                if (flags) self->job_flags = flags;
                if (!jobs || !flags) { PyErr_NoMemory(); goto done; }
                self->jobs_cap = grown;
            }
            Job *j = &self->jobs[n];
            RunEvent ev;
            run_save(&r, &j->pre);
            int taken = run_next(&r, &ev);
            j->target = NULL;
            j->names = names;
            if (taken > 0 && ev.table) {  /* another table's rows: into its batch, given in `others`, else the walk's */
                BatchObject *t = PyObject_TypeCheck(ev.table, &BatchType) ? (BatchObject *)ev.table : NULL;
                if (!t || t->layout != ev.layout || t->ncols > ncols || t->rows >= max_rows || (changes && !ev.texts)) {
                    r.need = t && t->rows >= max_rows ? 0 : -1;
                    taken = 0;
                } else {
                    j->target = t;
                    j->names = ev.texts;
                    mixed = 1;
                }
            }
            if (taken > 0) {
                run_save(&r, &j->at);
                if (text_of(r.gtid, &j->gtid) < 0) {  /* (batch_rows would refuse the event) */
                    Py_CLEAR(j->at.gtid);
                    if (!run_refuse(&r, Mismatch)) { Py_CLEAR(j->pre.gtid); goto done; }
                    stopped = 1;
                    taken = 0;
                }
            }
            if (taken <= 0) {
                Py_CLEAR(j->pre.gtid);
                if (taken < 0) goto done;
                ended = 1;
                break;
            }
            const ks_rows_event_t *h = &ev.h;
            j->e = ev.e;
            j->rows_buf = ev.rows_buf;
            j->size = ev.size;
            j->crc = r.crc_later && !ev.crc_checked;
            j->start = ev.start;
            j->end = ev.end;
            j->is_write = (int)h->is_write;
            j->is_delete = (int)h->is_delete;
            j->np = ev.np;
            j->npa = ev.npa;
            j->op = op_index(h);
            j->pos_meta = r.file_pos + r.at;
            j->ts = (long long)le32(ev.e) * 1000000;
            memcpy(self->job_flags + stride * (size_t)n, r.pf, (size_t)ev.ncols);
            memcpy(self->job_flags + stride * (size_t)n + ev.ncols + 1, r.pa, (size_t)ev.ncols);
            n++;
            run_took(&r, &ev);
            bytes += ev.size;
            if (row_bytes > 0 && (double)bytes >= row_bytes * (double)(budget + budget / 16 + 8)) break;
            if (r.inflated.held >= ROUND_INFLATED_MAX) break;
        }
        /* Decoded: the first `k` jobs here, the others on a second thread when the round is worth
         * it. `stop`: the job the run stops before, with why (LIMIT: the batch is full, REFUSED:
         * its rows failed here, CRC: its CRC32 does not hold), or the one the second thread left
         * (AGAIN: the next round decodes it here). */
        enum { NONE, LIMIT, REFUSED, CRC, AGAIN } why = NONE;
        int stop = -1, k = n;
#ifndef _WIN32
        Half half = {0};
        double started = 0;
        if (mixed) free_run = 0;
        if (n >= 2 && !mixed && self->off_gil_ok && threads_min_bytes >= 0 && bytes >= threads_min_bytes && !second.busy) {
            /* the second thread's share of the bytes: what both decoded per second last time */
            int64_t sum = 0, mine = (int64_t)((1.0 - self->share) * (double)bytes);
            for (k = 0; k < n - 1 && sum < mine; k++) sum += self->jobs[k].size;
            if (k < 1) k = 1;
            if (!self->scratch) {
                self->scratch = (BatchObject *)PyObject_CallFunctionObjArgs((PyObject *)&BatchType, (PyObject *)self->layout,
                                                                           self->kinds_obj, NULL);
                if (!self->scratch) goto done;
            }
            batch_clear(self->scratch);
            half = (Half){self->scratch, self->jobs, self->job_flags, op_text, &file_text, marks2, k, n, k, budget, stride, 0};
            started = now_seconds();
            if (second_post(&half) == 0) {
                second.busy = 1;
                rounds_split++;
            } else k = n;
        }
#endif
        int64_t mine_bytes = 0;
        PyThreadState *released = NULL;
        if (free_run) { released = PyEval_SaveThread(); off_gil = 1; rounds_free++; }
        for (int i = 0; i < k; i++) {
            Job *j = &self->jobs[i];
            BatchObject *t = j->target ? j->target : self;
            if (t->rows >= max_rows || (changes && changes_full(changes, max_rows))) { stop = i; why = LIMIT; break; }
            if (t != self && !t->sized) batch_reserve(t, max_rows, r.room);
            const uint8_t *flags = self->job_flags + stride * (size_t)i;
            BatchPoint point;
            if (changes) batch_point(t, marks3, &point);
            int64_t got = job_rows(t, j, flags, op_text, &file_text, marks);
            if (got >= 0 && changes) {  /* its rows in the Changes builder too, or in neither */
                int64_t rows = changes_event(changes, t->layout, j->rows_buf, j->start, j->end, j->is_write, j->is_delete,
                                             t->ncols, flags, flags + t->ncols + 1, j->np, j->npa, file, j->pos_meta,
                                             j->pos_meta + j->size, j->ts, (long long)le32(j->e + 5), j->at.gtid,
                                             j->at.has_trx, j->at.trx_pos, PyTuple_GET_ITEM(j->names, 0),
                                             PyTuple_GET_ITEM(j->names, 1), PyTuple_GET_ITEM(ops, j->op));
                if (rows < 0) {  /* (any error: the walk reads the event, and the Changes builder's caller decides) */
                    batch_back(t, marks3, &point);
                    PyErr_Clear();
                    mismatch("the Changes builder refused the event");
                    got = -1;
                }
            }
            /* (without the GIL no error is set: the next round redoes the event with it) */
            if (got < 0) {
                stop = i;
                why = got == CRC_BAD ? CRC : free_run ? AGAIN : REFUSED;
                free_redone += why == AGAIN;
                break;
            }
            mine_bytes += j->size;
        }
        if (free_run) { off_gil = 0; PyEval_RestoreThread(released); }
#ifndef _WIN32
        if (k < n) {
            double mine_seconds = now_seconds() - started;
            Py_BEGIN_ALLOW_THREADS
            second_wait();
            Py_END_ALLOW_THREADS
            second.busy = 0;
            if (stop < 0) {  /* the second thread's rows, up to the limit or an event it did not decode */
                int64_t joined = 0;
                int i = k;
                for (; i < n && i < half.done && self->rows + joined < max_rows; i++) joined = self->jobs[i].rows_after;
                if (batch_join_split(self, self->scratch, joined) < 0) goto done;
                if (i < n) {
                    stop = i;
                    why = self->rows >= max_rows ? LIMIT : AGAIN;
                    events_redone += why == AGAIN;
                }
                /* the next split: each thread's bytes in proportion to what it decodes per second */
                int64_t theirs = 0;
                for (int t = k; t < half.done; t++) theirs += self->jobs[t].size;
                if (mine_bytes > 0 && theirs > 0 && mine_seconds > 0 && half.seconds > 0) {
                    double a = (double)mine_bytes / mine_seconds, b = (double)theirs / half.seconds;
                    double share = 0.5 * self->share + 0.5 * b / (a + b);
                    self->share = share < 0.2 ? 0.2 : share > 0.8 ? 0.8 : share;
                }
            }
        }
#endif
        if (stop >= 0) {
            Job *j = &self->jobs[stop];
            switch (why) {
            case REFUSED:
                if (!run_refuse(&r, Mismatch)) goto done;
                run_restore(&r, &j->at);
                stopped = 1;
                break;
            case CRC:  /* as run_event stops before it */
                run_restore(&r, &j->at);
                r.need = -1;
                stopped = 1;
                break;
            default:  /* LIMIT, AGAIN: the run as it was before the event and the events crossed to it */
                run_restore(&r, &j->pre);
                r.need = 0;
                solo = why == AGAIN;
                stopped = !solo;
            }
            ended = 0;
        }
        self->seen_bytes += bytes;
        self->seen_rows += self->rows - round0;  /* (about: the bytes of a row) */
        for (int i = 0; i < n; i++) { Py_CLEAR(self->jobs[i].pre.gtid); Py_CLEAR(self->jobs[i].at.gtid); }
        n = 0;
        if (ended) break;
    }
    if (run_commit(&r) < 0) goto done;
    out = Py_BuildValue("LLLL", (long long)r.at, (long long)r.events, (long long)r.need, (long long)(self->rows - rows0));
done:
    for (int i = 0; i < n; i++) { Py_CLEAR(self->jobs[i].pre.gtid); Py_CLEAR(self->jobs[i].at.gtid); }
    PyMem_Free(marks);
    PyMem_Free(marks2);
    PyMem_Free(marks3);
    run_end(&r);
    return out;
}

/* scan_run(RUN_ARGS..., max_events, line) -> (consumed, events, need, lines): for `binlogspec
 * events`, each event's rows walked as scan() walks them (counted, every cell read by its type),
 * and its line written by `line`: (template, type names[, crossed[, names]]). The template is the
 * line as the CLI writes it (cli._head and walk.summary_text), cut where an event's fields go:
 * (text, field, text, field, ..., text), each text bytes and each field an index into
 * SCAN_FIELDS (SF_NAMES: the event's table's names as JSON text, `names` for the run's own table,
 * the first of an `others` entry's texts for another's); type names maps a rows event's type code
 * to its name (bytes). With `cross`, `crossed` writes the line of each event the run crosses
 * (run_line), and the run crosses the XID, ANNOTATE_ROWS and ROWS_QUERY events too then, whose
 * bodies it writes (crossed_body): (template, the run's table map's body as JSON text, type
 * names), the template as the rows events' with the field SF_BODY. */

/* the template's parts checked: 0, or -1 with an error set */
static int line_template(PyObject *line, PyObject **parts, PyObject **names, PyObject **crossed) {
    if (!PyTuple_Check(line) || PyTuple_GET_SIZE(line) < 2 || PyTuple_GET_SIZE(line) > 4
        || !PyTuple_Check(PyTuple_GET_ITEM(line, 0)) || !PyDict_Check(PyTuple_GET_ITEM(line, 1))
        || (PyTuple_GET_SIZE(line) == 4 && !PyBytes_Check(PyTuple_GET_ITEM(line, 3))))
        goto bad;
    *parts = PyTuple_GET_ITEM(line, 0);
    *names = PyTuple_GET_ITEM(line, 1);
    *crossed = PyTuple_GET_SIZE(line) >= 3 ? PyTuple_GET_ITEM(line, 2) : Py_None;
    if (*crossed != Py_None) {
        PyObject *c = *crossed;
        if (!PyTuple_Check(c) || PyTuple_GET_SIZE(c) != 3 || !PyTuple_Check(PyTuple_GET_ITEM(c, 0))
            || !PyBytes_Check(PyTuple_GET_ITEM(c, 1)) || !PyDict_Check(PyTuple_GET_ITEM(c, 2))
            || PyTuple_GET_SIZE(PyTuple_GET_ITEM(c, 0)) % 2 == 0)
            goto bad;
        PyObject *cp = PyTuple_GET_ITEM(c, 0);
        for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(cp); i++) {
            PyObject *x = PyTuple_GET_ITEM(cp, i);
            if (i % 2 == 0 ? !PyBytes_Check(x) : !PyLong_Check(x)) goto bad;
            if (i % 2) {
                long f = PyLong_AsLong(x);
                if (f < 0 || f >= SF_COUNT) goto bad;
            }
        }
    }
    Py_ssize_t n = PyTuple_GET_SIZE(*parts);
    if (n % 2 == 0) goto bad;
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *x = PyTuple_GET_ITEM(*parts, i);
        if (i % 2 == 0 ? !PyBytes_Check(x) : !PyLong_Check(x)) goto bad;
        if (i % 2) {
            long f = PyLong_AsLong(x);
            if (f < 0 || f >= SF_COUNT) goto bad;
        }
    }
    return 0;
bad:
    PyErr_SetString(PyExc_TypeError, "line: ((text, field, ..., text), {type code: name}[, crossed or None[, the "
                                     "table's names as JSON]]); crossed: (template, table map body, names)");
    return -1;
}

/* one event's line: the template's texts, its fields between them (SF_BODY: `body`'s text;
 * SF_NAMES: `table_names`, a rows event's table's names as JSON text) */
static int put_line(Buf *b, PyObject *parts, PyObject *names, const long long *field, int code, const Buf *body,
                    PyObject *table_names) {
    Py_ssize_t n = PyTuple_GET_SIZE(parts);
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *x = PyTuple_GET_ITEM(parts, i);
        if (i % 2 == 0) {
            if (buf_put(b, PyBytes_AS_STRING(x), PyBytes_GET_SIZE(x)) < 0) return -1;
            continue;
        }
        long f = PyLong_AsLong(x);
        if (f == SF_BODY) {
            if (!body) { PyErr_SetString(PyExc_ValueError, "line: a body in a rows event's template"); return -1; }
            if (buf_put(b, body->p, body->len) < 0) return -1;
            continue;
        }
        if (f == SF_NAMES) {
            if (!table_names) { PyErr_SetString(PyExc_ValueError, "line: no names for a rows event's table"); return -1; }
            if (buf_put(b, PyBytes_AS_STRING(table_names), PyBytes_GET_SIZE(table_names)) < 0) return -1;
            continue;
        }
        if (f == SF_IS_COMPRESSED) {  /* (a JSON boolean) */
            if (buf_put(b, field[f] ? "true" : "false", field[f] ? 4 : 5) < 0) return -1;
            continue;
        }
        if (f != SF_TYPE) {
            if (put_i64(b, field[f]) < 0) return -1;
            continue;
        }
        PyObject *key = PyLong_FromLong(code);
        if (!key) return -1;
        PyObject *name = PyDict_GetItemWithError(names, key);
        Py_DECREF(key);
        if (!name || !PyBytes_Check(name)) {
            if (!PyErr_Occurred()) PyErr_Format(PyExc_KeyError, "no name for event type %d", code);
            return -1;
        }
        if (buf_put(b, PyBytes_AS_STRING(name), PyBytes_GET_SIZE(name)) < 0) return -1;
    }
    return 0;
}

/* A summary run's rows events, counted in rounds: a round frames its events in order (with the
 * GIL: run_next, the crossed events' lines into `pre`), then counts their rows, the first ones on
 * this thread and, when the round is large enough, the others on the second thread (scan_rows
 * reads no Python object; a failure there sets no error, and this thread counts that event again
 * for the verdict), then writes the lines in order. What one thread would do at an event whose
 * rows fail, the round does: the run stops before it, with the state it had there. */
typedef struct {
    const uint8_t *e, *rows_buf;  /* the event, and its rows (see RunEvent) */
    int64_t start, end, size;
    LayoutObject *layout;
    int is_write, is_delete, ncols, np, npa;
    Py_ssize_t flags;   /* its present flags' offset in the round's flags buffer (pf, then pa) */
    Py_ssize_t pre_to;  /* the lines of the events crossed to it end there in `pre` */
    long rows;          /* counted, or -1 */
    RunState at;        /* the run before it, after the events crossed to it */
    PyObject *names;    /* its table's names as JSON text (borrowed), or NULL */
    long long field[SF_COUNT];
} ScanJob;

typedef struct {
    ScanJob *jobs;
    const uint8_t *flags;
    int from, to;
} ScanHalf;

static long scan_job(const ScanJob *j, const uint8_t *flags) {
    const uint8_t *pf = flags + j->flags, *pa = pf + j->ncols;
    return j->start < j->end ? scan_rows(j->layout, j->rows_buf, j->start, j->end, j->is_write, j->is_delete, j->ncols, pf, pa,
                                         j->np, j->npa)
                             : 0;
}

static void scan_half(void *arg) {
    ScanHalf *h = arg;
    for (int i = h->from; i < h->to; i++)
        if ((h->jobs[i].rows = scan_job(&h->jobs[i], h->flags)) < 0) break;
}

#define SCAN_ROUND_JOBS 1024

static PyObject *Layout_scan_run(LayoutObject *self, PyObject *args) {
    Run r = {0};
    long long max_events;
    PyObject *out = NULL, *line, *parts, *names, *crossed;
    Buf b = {0}, pre = {0}, flags = {0};
    ScanJob *jobs = NULL;
    int n = 0, posted = 0;
    if (!PyArg_ParseTuple(args, RUN_ARGS "LO", &r.view, &r.file_pos, &r.room, &r.table_id, &r.len_header,
                          &r.len_checksum, &r.post, &r.check_log_pos, &r.cross, &max_events, &line)
        || line_template(line, &parts, &names, &crossed) < 0 || run_start(&r, self, Py_None, Py_None) < 0)
        goto done;
    if (crossed != Py_None && r.tracker) r.lines = crossed;
    if (PyTuple_GET_SIZE(line) == 4) r.own_names = PyTuple_GET_ITEM(line, 3);
    r.limit = max_events > 0 ? max_events : 1;
    if (!(jobs = PyMem_Malloc(sizeof(ScanJob) * SCAN_ROUND_JOBS))) { PyErr_NoMemory(); goto done; }
    int stopped = 0;
    /* A round not split counts each event as it is framed, its line straight out with no copy,
     * until its rows events reach THREADS_MIN_BYTES (small transactions may never); the rounds
     * after it are split while theirs do, and the next call starts as the last round ended. */
    int split = self->scan_split && threads_min_bytes >= 0;
    r.keep_inflated = 1;  /* (a split round's jobs are counted after it frames them all) */
    while (!stopped && r.events < max_events) {
        arena_rewind(&r.inflated, (ArenaMark){NULL, 0});  /* (the last round's jobs are counted) */
        /* the round's events, framed and checked */
        int64_t bytes = 0;
        pre.len = flags.len = 0;
        n = 0;
        r.lines_out = split ? &pre : &b;
        while (n < SCAN_ROUND_JOBS && r.events < max_events) {
            RunEvent ev;
            int taken = run_next(&r, &ev);
            if (taken < 0) goto done;
            if (!taken) { stopped = 1; break; }
            LayoutObject *L = ev.layout;
            if (program_on && make_scan_steps(L) < 0) goto done;  /* (here, with the GIL: scan_image) */
            ScanJob *j = &jobs[n];
            const ks_rows_event_t *h = &ev.h;
            const uint8_t *e = ev.e;
            long long pos = r.file_pos + r.at;
            *j = (ScanJob){e, ev.rows_buf, ev.start, ev.end, ev.size, L, (int)h->is_write, (int)h->is_delete, ev.ncols, ev.np, ev.npa,
                           flags.len, pre.len, -1};
            if (buf_put(&flags, r.pf, ev.ncols) < 0 || buf_put(&flags, r.pa, ev.ncols) < 0) goto done;
            run_save(&r, &j->at);
            long long field[SF_COUNT] = {
                [SF_POS] = pos, [SF_NEXT_POS] = pos + ev.size, [SF_TYPE_CODE] = e[4], [SF_TIMESTAMP] = le32(e),
                [SF_SERVER_ID] = le32(e + 5), [SF_SIZE] = ev.size, [SF_LOG_POS] = le32(e + 13),
                [SF_FLAGS] = e[17] | e[18] << 8, [SF_TABLE_ID] = (long long)h->table_id,
                [SF_ROWS_FLAGS] = (long long)h->flags, [SF_NUM_COLUMNS] = (long long)h->num_columns.value,
                [SF_IS_COMPRESSED] = (long long)h->is_compressed};
            memcpy(j->field, field, sizeof field);
            j->names = ev.texts ? PyTuple_GET_ITEM(ev.texts, 0) : r.own_names;
            if (ev.table && !ev.texts) {  /* (another table's, without its texts: no line for it) */
                Py_CLEAR(j->at.gtid);
                r.need = -1;
                stopped = 1;
                break;
            }
            bytes += ev.size;
            if (!split) {  /* counted now, its line out, or the run stops before it */
                if ((j->rows = scan_job(j, (const uint8_t *)flags.p)) < 0) {
                    Py_CLEAR(j->at.gtid);
                    if (!run_refuse(&r, Mismatch)) goto done;
                    stopped = 1;
                    break;
                }
                j->field[SF_NUM_ROWS] = j->rows;
                Py_CLEAR(j->at.gtid);
                if (put_line(&b, parts, names, j->field, e[4], NULL, j->names) < 0) goto done;
                flags.len = 0;
                run_took(&r, &ev);
                arena_rewind(&r.inflated, (ArenaMark){NULL, 0});  /* (counted) */
                if (threads_min_bytes >= 0 && bytes >= threads_min_bytes) break;
                continue;
            }
            n++;
            run_took(&r, &ev);
            if (r.inflated.held >= ROUND_INFLATED_MAX) break;
        }
        int big = threads_min_bytes >= 0 && bytes >= threads_min_bytes;
        if (big || !stopped) self->scan_split = big;  /* (a call's short last round tells nothing) */
        if (!split) {
            split = big;
            continue;
        }
        split = big;
        /* counted: the first k here, the others on the second thread when the round is worth it */
        int k = n;
#ifndef _WIN32
        ScanHalf sh = {jobs, (const uint8_t *)flags.p, 0, n};
        Half half = {0};
        if (n >= 2 && threads_min_bytes >= 0 && bytes >= threads_min_bytes && !second.busy) {
            int64_t sum = 0;
            for (k = 0; k < n - 1 && 2 * sum < bytes; k++) sum += jobs[k].size;
            if (k < 1) k = 1;
            sh.from = k;
            half.run = scan_half;
            half.arg = &sh;
            if (second_post(&half) == 0) { second.busy = 1; posted = 1; rounds_split++; }
            else k = n;
        }
#endif
        int failed = -1;  /* the first job this thread could not count */
        for (int i = 0; i < k; i++)
            if ((jobs[i].rows = scan_job(&jobs[i], (const uint8_t *)flags.p)) < 0) { failed = i; break; }
#ifndef _WIN32
        if (posted) {
            Py_BEGIN_ALLOW_THREADS
            second_wait();
            Py_END_ALLOW_THREADS
            second.busy = 0;
            posted = 0;
        }
#endif
        /* the lines in order, up to a job whose rows fail: the run stops before it */
        Py_ssize_t from = 0;
        int i = 0;
        for (; i < n; i++) {
            ScanJob *j = &jobs[i];
            if (j->rows < 0 && i != failed && (failed < 0 || i < failed)) {
                j->rows = scan_job(j, (const uint8_t *)flags.p);  /* the second thread's failure, again with the GIL */
                events_redone++;
            }
            if (buf_put(&b, pre.p + from, j->pre_to - from) < 0) goto done;
            from = j->pre_to;
            if (j->rows < 0) {
                if (!run_refuse(&r, Mismatch)) goto done;
                run_restore(&r, &j->at);
                stopped = 1;
                break;
            }
            j->field[SF_NUM_ROWS] = j->rows;
            if (put_line(&b, parts, names, j->field, j->e[4], NULL, j->names) < 0) goto done;
        }
        if (i == n && buf_put(&b, pre.p + from, pre.len - from) < 0) goto done;  /* crossed after the last */
        for (int m = 0; m < n; m++) Py_CLEAR(jobs[m].at.gtid);
        n = 0;
    }
    if (run_commit(&r) < 0) goto done;
    out = Py_BuildValue("LLLy#", (long long)r.at, (long long)r.events, (long long)r.need, b.p ? b.p : "", b.len);
done:
#ifndef _WIN32
    if (posted) {  /* (an error before the wait: the second thread's work is its memory's) */
        Py_BEGIN_ALLOW_THREADS
        second_wait();
        Py_END_ALLOW_THREADS
        second.busy = 0;
    }
#endif
    for (int m = 0; m < n; m++) Py_CLEAR(jobs[m].at.gtid);
    PyMem_Free(jobs);
    buf_free(&b);
    buf_free(&pre);
    buf_free(&flags);
    run_end(&r);
    return out;
}

static PyObject *Layout_changes_run(LayoutObject *self, PyObject *args) {
    Run r = {0};
    long long max_rows;
    PyObject *ops, *meta, *out = NULL, *changes = NULL;
    if (!PyArg_ParseTuple(args, RUN_ARGS "O!O!L", &r.view, &r.file_pos, &r.room, &r.table_id, &r.len_header,
                          &r.len_checksum, &r.post, &r.check_log_pos, &r.cross, &PyTuple_Type, &ops, &PyTuple_Type,
                          &meta, &max_rows))
        goto done;
    if (PyTuple_GET_SIZE(ops) != 3 || PyTuple_GET_SIZE(meta) != 5) { PyErr_SetString(PyExc_TypeError, "ops, meta"); goto done; }
    if (run_start(&r, self, PyTuple_GET_ITEM(meta, 1), Py_None) < 0 || !(changes = PyList_New(0))) goto done;
    while (PyList_GET_SIZE(changes) < max_rows) {
        RunEvent ev;
        int taken = run_next(&r, &ev);
        if (taken < 0) goto done;
        if (!taken) break;
        const ks_rows_event_t *h = &ev.h;
        const uint8_t *e = ev.e;
        /* db, table, columns: the run's own table's, or another's */
        PyObject *t = ev.table, *names = t ? t : meta;
        int k = t ? 0 : 2;
        if (t && (!PyTuple_Check(t) || PyTuple_GET_SIZE(t) != 3)) {
            PyErr_SetString(PyExc_TypeError, "others: (db, table, columns)");
            goto done;
        }
        PyObject *m = Py_BuildValue("(OLLLLOOOOO)", PyTuple_GET_ITEM(meta, 0), r.file_pos + r.at,
                                    r.file_pos + r.at + ev.size, (long long)le32(e), (long long)le32(e + 5),
                                    r.gtid, PyTuple_GET_ITEM(names, k), PyTuple_GET_ITEM(names, k + 1),
                                    PyTuple_GET_ITEM(names, k + 2), Py_None);
        if (!m) goto done;
        Py_ssize_t held = PyList_GET_SIZE(changes);
        int failed = ev.start < ev.end
                     && changes_rows(ev.layout, ev.rows_buf, ev.start, ev.end, (int)h->is_write, (int)h->is_delete, ev.ncols,
                                     r.pf, r.pa, ev.np, ev.npa, m, PyTuple_GET_ITEM(ops, op_index(h)), changes) < 0;
        Py_DECREF(m);
        if (failed) {
            if (!run_refuse(&r, PyExc_Exception) || PyList_SetSlice(changes, held, PyList_GET_SIZE(changes), NULL) < 0)
                goto done;
            break;
        }
        run_took(&r, &ev);
    }
    if (run_commit(&r) < 0) goto done;
    out = Py_BuildValue("LLLO", (long long)r.at, (long long)r.events, (long long)r.need, changes);
done:
    Py_XDECREF(changes);
    run_end(&r);
    return out;
}

/* A JSON string of a Python str (None: null), as json.dumps(ensure_ascii=False) writes it: 0, or
 * -1 with an error set; 1 when the text is no UTF-8 (lone surrogates), which the caller leaves to
 * Python. */
static int put_json_pystr(Buf *b, PyObject *s) {
    if (s == Py_None) return PUT_LIT(b, "null");
    Py_ssize_t n;
    const char *u = PyUnicode_Check(s) ? PyUnicode_AsUTF8AndSize(s, &n) : NULL;
    if (!u) {
        if (!PyUnicode_Check(s)) { PyErr_SetString(PyExc_TypeError, "a str or None"); return -1; }
        PyErr_Clear();
        return 1;
    }
    return put_json_str(b, (const uint8_t *)u, n);
}

static const char *const OP_NAMES[3] = {"insert", "update", "delete"};

/* What every NDJSON line of a rows event's changes starts with, up to and including "op":"...",
 * (binlogspec.jsonout.change_prefix's text: file, pos, gtid, db, table, op): 0; 1 when a name is
 * no UTF-8 (the caller's Python writes it); -1 with an error set. */
static int put_change_prefix(Buf *b, const char *file_json, Py_ssize_t nfile, long long pos, PyObject *gtid,
                             PyObject *db, PyObject *table, int op) {
    int got;
    if (PUT_LIT(b, "{\"file\":") < 0 || buf_put(b, file_json, nfile) < 0 || PUT_LIT(b, ",\"pos\":") < 0
        || put_i64(b, pos) < 0 || PUT_LIT(b, ",\"gtid\":") < 0)
        return -1;
    if ((got = put_json_pystr(b, gtid)) != 0) return got;
    if (PUT_LIT(b, ",\"db\":") < 0) return -1;
    if ((got = put_json_pystr(b, db)) != 0) return got;
    if (PUT_LIT(b, ",\"table\":") < 0) return -1;
    if ((got = put_json_pystr(b, table)) != 0) return got;
    if (PUT_LIT(b, ",\"op\":\"") < 0 || buf_put(b, OP_NAMES[op], (Py_ssize_t)strlen(OP_NAMES[op])) < 0
        || PUT_LIT(b, "\",") < 0)
        return -1;
    return 0;
}

/* json_run(RUN_ARGS..., file JSON, (db, table), gtid, max_bytes) -> (consumed, events, need, text):
 * for binlogspec rows, each event's NDJSON lines as json() writes them, each after its prefix
 * (put_change_prefix: the file's name as JSON text, the event's position, the gtid in force,
 * `gtid` without `cross`, and the names of the run's table, or of another table's from its
 * (db, table, columns) in `others`), until about max_bytes. An event whose names are no UTF-8
 * stops the run before it (the walk writes it). */
static PyObject *Layout_json_run(LayoutObject *self, PyObject *args) {
    Run r = {0};
    long long max_bytes;
    PyObject *names, *out = NULL;
    const char *file_json;
    Py_ssize_t nfile;
    Buf b = {0}, prefix = {0};
    PyObject *gtid;
    if (!PyArg_ParseTuple(args, RUN_ARGS "y#OOL", &r.view, &r.file_pos, &r.room, &r.table_id, &r.len_header,
                          &r.len_checksum, &r.post, &r.check_log_pos, &r.cross, &file_json, &nfile, &names, &gtid,
                          &max_bytes)
        || run_start(&r, self, gtid, Py_None) < 0)
        goto done;
    if (!PyTuple_Check(names) || PyTuple_GET_SIZE(names) < 2) {
        PyErr_SetString(PyExc_TypeError, "json_run: the run's table as (db, table)");
        goto done;
    }
    while (b.len < max_bytes) {
        RunEvent ev;
        int taken = run_next(&r, &ev);
        if (taken < 0) goto done;
        if (!taken) break;
        const ks_rows_event_t *h = &ev.h;
        Py_ssize_t held = b.len;
        PyObject *table = ev.table ? ev.table : names;
        if (!PyTuple_Check(table) || PyTuple_GET_SIZE(table) < 2) {
            PyErr_SetString(PyExc_TypeError, "json_run: a table as (db, table, ...)");
            goto done;
        }
        prefix.len = 0;
        int got = put_change_prefix(&prefix, file_json, nfile, r.file_pos + r.at, r.gtid, PyTuple_GET_ITEM(table, 0),
                                    PyTuple_GET_ITEM(table, 1), op_index(h));
        if (got < 0) goto done;
        if (got > 0) { r.need = -1; break; }
        int failed = ev.start < ev.end
                     && json_rows(ev.layout, ev.rows_buf, ev.start, ev.end, (int)h->is_write, (int)h->is_delete, ev.ncols, r.pf,
                                  r.pa, ev.np, ev.npa, prefix.p, prefix.len, &b) < 0;
        if (failed) {
            if (!run_refuse(&r, PyExc_Exception)) goto done;
            b.len = held;
            break;
        }
        run_took(&r, &ev);
    }
    if (run_commit(&r) < 0) goto done;
    out = Py_BuildValue("LLLy#", (long long)r.at, (long long)r.events, (long long)r.need, b.p ? b.p : "", (Py_ssize_t)b.len);
done:
    buf_free(&b);
    buf_free(&prefix);
    run_end(&r);
    return out;
}

/* finish() -> (rows, [meta columns], [main columns], [before columns], before validity or None, before nulls);
 * the builder starts over empty */
static PyObject *Batch_finish(BatchObject *self, PyObject *unused) {
    PyObject *meta = PyList_New(NMETA), *main = PyList_New(self->ncols), *before = PyList_New(self->ncols);
    if (!meta || !main || !before) goto fail;
    for (int k = 0; k < NMETA; k++) { PyObject *x = col_export(&self->meta[k]); if (!x) goto fail; PyList_SET_ITEM(meta, k, x); }
    for (int i = 0; i < self->ncols; i++) {
        PyObject *x = col_export(&self->main[i]); if (!x) goto fail; PyList_SET_ITEM(main, i, x);
        x = col_export(&self->before[i]); if (!x) goto fail; PyList_SET_ITEM(before, i, x);
    }
    PyObject *bv;
    if (self->before_nulls) {
        valid_end(&self->before_valid, self->rows);
        bv = bytes_of(&self->before_valid);
    } else { bv = Py_None; Py_INCREF(bv); }
    PyObject *r = Py_BuildValue("(LNNNNL)", (long long)self->rows, meta, main, before, bv, (long long)self->before_nulls);
    if (!r || Batch_reset(self) < 0) { Py_XDECREF(r); return NULL; }
    return r;
fail:
    Py_XDECREF(meta); Py_XDECREF(main); Py_XDECREF(before);
    return NULL;
}

static PyObject *Batch_rows(BatchObject *self, void *unused) { return PyLong_FromLongLong(self->rows); }
static PyObject *Batch_nbytes(BatchObject *self, void *unused) {
    int64_t total = 0;
    for (int i = 0; i < self->ncols; i++) {
        total += self->main[i].data.len + self->main[i].child_data.len + self->before[i].data.len + self->before[i].child_data.len;
    }
    for (int k = 0; k < NMETA; k++) total += self->meta[k].data.len;
    return PyLong_FromLongLong(total);
}

static PyMethodDef Batch_methods[] = {
    {"append", (PyCFunction)Batch_append, METH_VARARGS,
     "append(data, start, end, is_write, is_delete, num_columns, present, present_after, op, file, pos, "
     "timestamp_us, gtid, trx_pos) -> rows; on an error nothing of the event is kept"},
    {"append_run", (PyCFunction)Batch_append_run, METH_VARARGS,
     "append_run(buf, file_pos, room, table_id, len_header, len_checksum, post_header_lens, check_log_pos, ops, "
     "file, gtid, trx_pos, max_rows) -> (consumed, events, need, rows): a run of rows events (Reader.run_rows)"},
    {"finish", (PyCFunction)Batch_finish, METH_NOARGS, "the buffers so far; starts over"},
    {NULL}};
static PyObject *Batch_steps(BatchObject *self, void *unused) {
    PyObject *t = PyTuple_New(self->ncols);
    for (int i = 0; t && i < self->ncols; i++) PyTuple_SET_ITEM(t, i, PyLong_FromLong(self->steps[i]));
    return t;
}
static PyGetSetDef Batch_getset[] = {
    {"steps", (getter)Batch_steps, NULL, "each column's step in the batch's program (0: the generic step)", NULL},
    {"rows", (getter)Batch_rows, NULL, "rows appended since the last finish()", NULL},
    {"nbytes", (getter)Batch_nbytes, NULL, "bytes of values held (about)", NULL},
    {NULL}};

static PyTypeObject BatchType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "binlogspec._fastrows.Batch",
    .tp_basicsize = sizeof(BatchObject),
    .tp_dealloc = (destructor)Batch_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "Batch(layout, kinds): Arrow buffers of one table layout's row changes (kinds: ARROW_KINDS per column).",
    .tp_methods = Batch_methods,
    .tp_getset = Batch_getset,
    .tp_init = (initproc)Batch_init,
    .tp_new = PyType_GenericNew,
};

/* ------------------------------------------------------------------ Changes (Arrow) */

/* one JSON string (`s`, quotes included, as put_json_str or json.dumps wrote it) appended to a
 * string column as the text it stands for */
static int col_unquoted(Col *c, const char *s, Py_ssize_t n) {
    if (n < 2 || s[n - 1] != '"') { mismatch("a JSON string without its quotes"); return -1; }
    if (valid_bit(c, 1) < 0 || buf_grow(&c->data, n) < 0) return -1;
    char *o = c->data.p + c->data.len;
    const char *p = s + 1, *e = s + n - 1;
    while (p < e) {
        if (*p != '\\') { *o++ = *p++; continue; }
        if (p + 1 >= e) { mismatch("a JSON string ending in a backslash"); return -1; }
        char x = p[1];
        p += 2;
        switch (x) {
        case '"': *o++ = '"'; break;
        case '\\': *o++ = '\\'; break;
        case '/': *o++ = '/'; break;
        case 'n': *o++ = '\n'; break;
        case 'r': *o++ = '\r'; break;
        case 't': *o++ = '\t'; break;
        case 'b': *o++ = '\b'; break;
        case 'f': *o++ = '\f'; break;
        case 'u': {
            uint32_t cp = 0;
            int pairs = 0;
            for (;;) {
                if (p + 4 > e) { mismatch("a short \\u escape"); return -1; }
                uint32_t u = 0;
                for (int k = 0; k < 4; k++) {
                    char h = p[k];
                    u = u * 16 + (uint32_t)(h >= '0' && h <= '9' ? h - '0' : h >= 'a' && h <= 'f' ? h - 'a' + 10
                                           : h >= 'A' && h <= 'F' ? h - 'A' + 10 : 99);
                    if (u > 0xffff) { mismatch("a bad \\u escape"); return -1; }
                }
                p += 4;
                if (pairs == 0 && u >= 0xd800 && u < 0xdc00 && p + 6 <= e && p[0] == '\\' && p[1] == 'u') {
                    cp = u; pairs = 1; p += 2; continue;
                }
                if (pairs) {
                    if (u < 0xdc00 || u >= 0xe000) { mismatch("a lone surrogate"); return -1; }
                    cp = 0x10000 + ((cp - 0xd800) << 10) + (u - 0xdc00);
                } else {
                    if (u >= 0xd800 && u < 0xe000) { mismatch("a lone surrogate"); return -1; }
                    cp = u;
                }
                break;
            }
            /* at most 4 bytes where the escape took 6 or 12 */
            if (cp < 0x80) *o++ = (char)cp;
            else if (cp < 0x800) { *o++ = (char)(0xc0 | cp >> 6); *o++ = (char)(0x80 | (cp & 63)); }
            else if (cp < 0x10000) {
                *o++ = (char)(0xe0 | cp >> 12); *o++ = (char)(0x80 | (cp >> 6 & 63)); *o++ = (char)(0x80 | (cp & 63));
            } else {
                *o++ = (char)(0xf0 | cp >> 18); *o++ = (char)(0x80 | (cp >> 12 & 63));
                *o++ = (char)(0x80 | (cp >> 6 & 63)); *o++ = (char)(0x80 | (cp & 63));
            }
            break;
        }
        default: mismatch("a bad JSON escape"); return -1;
        }
    }
    c->data.len = o - c->data.p;
    if (c->data.len > INT32_MAX) { PyErr_SetString(PyExc_OverflowError, "Arrow batch over 2 GiB"); return -1; }
    int32_t off = (int32_t)c->data.len;
    if (buf_put(&c->offsets, &off, 4) < 0) return -1;
    c->length++;
    return 0;
}

/* The rows mode's columns (spark_udfs/datasource.py ROWS_SCHEMA, _corrupt_record aside); the two
 * maps are each a list column (entries; its child: the keys) and a string column (the values). */
enum { CH_FILE, CH_POS, CH_NEXT_POS, CH_ROW_INDEX, CH_TIMESTAMP, CH_SERVER_ID, CH_GTID, CH_TRX_POS, CH_DB, CH_TABLE,
       CH_OP, CH_BEFORE_JSON, CH_AFTER_JSON, CH_BEFORE_KEYS, CH_BEFORE_VALUES, CH_AFTER_KEYS, CH_AFTER_VALUES, NCH };

struct ChangesObject {
    PyObject_HEAD
    Col c[NCH];
    int64_t rows;
};

static int Changes_reset(ChangesObject *self) {
    static const int kinds[NCH] = {A_STR, A_I64, A_I64, A_I32, A_I64, A_I64, A_STR, A_I64, A_STR, A_STR, A_STR,
                                   A_STR, A_STR, A_LIST_STR, A_STR, A_LIST_STR, A_STR};
    for (int k = 0; k < NCH; k++) { col_free(&self->c[k]); if (col_init(&self->c[k], kinds[k]) < 0) return -1; }
    self->rows = 0;
    return 0;
}

static void Changes_dealloc(ChangesObject *self) {
    for (int k = 0; k < NCH; k++) col_free(&self->c[k]);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static int Changes_init(ChangesObject *self, PyObject *args, PyObject *kw) {
    if (!PyArg_ParseTuple(args, "")) return -1;
    return Changes_reset(self);
}

/* one image as its JSON text (cj) and its map (keys ck, values cv); NULL for an absent image */
static int change_image(LayoutObject *L, const uint8_t *buf, int64_t *pos, int64_t end, const uint8_t *flags, int ncols,
                        int npresent, Col *cj, Col *ck) {
    if (!flags) {
        if (col_null(cj) < 0 || col_null(ck) < 0) return -1;
        return 0;
    }
    if (image(L, buf, pos, end, flags, ncols, npresent, M_CHANGE, &(Sink){.cols = ck, .json = &cj->data}) < 0) return -1;
    if (cj->data.len > INT32_MAX) { PyErr_SetString(PyExc_OverflowError, "Arrow batch over 2 GiB"); return -1; }
    int32_t off = (int32_t)cj->data.len;
    if (valid_bit(cj, 1) < 0 || buf_put(&cj->offsets, &off, 4) < 0) return -1;
    cj->length++;
    off = (int32_t)ck->child_length;
    if (valid_bit(ck, 1) < 0 || buf_put(&ck->offsets, &off, 4) < 0) return -1;
    ck->length++;
    return 0;
}

/* append(layout, data, start, end, is_write, is_delete, num_columns, present, present_after,
 *        file, pos, next_pos, timestamp_us, server_id, gtid, trx_pos, db, table, op) -> rows appended */
/* One rows event's rows appended (rows from start to end of buf; present flags pf and pa, their
 * counts np and npa; the meta columns' values as given, trx_pos NULL without has_trx): their
 * number, or -1 with an error set and nothing of the event kept. */
static int64_t changes_event(ChangesObject *self, LayoutObject *L, const uint8_t *buf, int64_t start, int64_t end,
                             int is_write, int is_delete, int num_columns, const uint8_t *pf, const uint8_t *pa, int np,
                             int npa, PyObject *file, long long pos_meta, long long next_pos, long long ts,
                             long long server_id, PyObject *gtid, int has_trx, long long trx_pos, PyObject *db,
                             PyObject *table, PyObject *op) {
    Mark marks[NCH];
    int64_t rows0 = self->rows;
    for (int k = 0; k < NCH; k++) mark(&self->c[k], &marks[k]);
    Col *c = self->c;
    int64_t pos = start, row = 0;
    while (pos < end) {
        if (change_image(L, buf, &pos, end, is_write ? NULL : pf, num_columns, np, &c[CH_BEFORE_JSON],
                         &c[CH_BEFORE_KEYS]) < 0
            || change_image(L, buf, &pos, end, is_delete ? NULL : pa, num_columns, npa, &c[CH_AFTER_JSON],
                            &c[CH_AFTER_KEYS]) < 0)
            goto fail;
        if (meta_str(&c[CH_FILE], file) < 0 || col_i64(&c[CH_POS], pos_meta) < 0 || col_i64(&c[CH_NEXT_POS], next_pos) < 0
            || col_i64(&c[CH_ROW_INDEX], row) < 0 || col_i64(&c[CH_TIMESTAMP], ts) < 0
            || col_i64(&c[CH_SERVER_ID], server_id) < 0 || meta_str(&c[CH_GTID], gtid) < 0
            || (!has_trx ? col_null(&c[CH_TRX_POS]) : col_i64(&c[CH_TRX_POS], trx_pos)) < 0
            || meta_str(&c[CH_DB], db) < 0 || meta_str(&c[CH_TABLE], table) < 0 || meta_str(&c[CH_OP], op) < 0)
            goto fail;
        self->rows++;
        row++;
    }
    if (pos != end) { mismatch("rows overrun the event"); goto fail; }
    return row;
fail:
    for (int k = 0; k < NCH; k++) unmark(&self->c[k], &marks[k]);
    self->rows = rows0;
    return -1;
}

static PyObject *Changes_append(ChangesObject *self, PyObject *args) {
    LayoutObject *L;
    RowsCall r = {0};
    long long pos_meta, next_pos, ts, server_id;
    PyObject *file, *gtid, *trx, *db, *table, *op;
    if (!PyArg_ParseTuple(args, "O!" ROWS_CALL "ULLLLOOUUU", &LayoutType, &L, ROWS_CALL_ARGS(r), &file, &pos_meta,
                          &next_pos, &ts, &server_id, &gtid, &trx, &db, &table, &op))
        return NULL;
    PyObject *out = NULL;
    long long trx_pos = 0;
    if (trx != Py_None && (trx_pos = PyLong_AsLongLong(trx)) == -1 && PyErr_Occurred()) goto done;
    if (gtid != Py_None && !PyUnicode_Check(gtid)) { PyErr_SetString(PyExc_TypeError, "gtid: str or None"); goto done; }
    if (rows_call_ready(&r, L->ncols, 0) < 0) goto done;  /* nothing appended yet */
    int64_t rows = changes_event(self, L, r.view.buf, r.start, r.end, r.is_write, r.is_delete, r.num_columns, r.pf, r.pa,
                                 r.np, r.npa, file, pos_meta, next_pos, ts, server_id, gtid, trx != Py_None, trx_pos, db,
                                 table, op);
    if (rows >= 0) out = PyLong_FromLongLong(rows);
done:
    rows_call_release(&r);
    return out;
}

/* finish() -> (rows, [column exports in the enum's order]); the builder starts over empty */
static PyObject *Changes_finish(ChangesObject *self, PyObject *unused) {
    PyObject *cols = PyList_New(NCH);
    if (!cols) return NULL;
    for (int k = 0; k < NCH; k++) {
        PyObject *x = col_export(&self->c[k]);
        if (!x) { Py_DECREF(cols); return NULL; }
        PyList_SET_ITEM(cols, k, x);
    }
    PyObject *r = Py_BuildValue("(LN)", (long long)self->rows, cols);
    if (!r || Changes_reset(self) < 0) { Py_XDECREF(r); return NULL; }
    return r;
}

static PyObject *Changes_rows(ChangesObject *self, void *unused) { return PyLong_FromLongLong(self->rows); }
static int64_t changes_bytes(const ChangesObject *self) {
    int64_t total = 0;
    for (int k = 0; k < NCH; k++) total += self->c[k].data.len + self->c[k].child_data.len;
    return total;
}
static int changes_full(const ChangesObject *c, int64_t max_rows) {
    return c->rows >= max_rows || changes_bytes(c) >= CHANGES_BATCH_BYTES;
}
static PyObject *Changes_nbytes(ChangesObject *self, void *unused) {
    return PyLong_FromLongLong(changes_bytes(self));
}

/* append_run(RUN_ARGS..., layout, ops, file, names, gtid, trx_pos, max_rows) -> (consumed, events,
 * need, rows): the rows of a run (Reader.run_rows) appended as append() appends them, until the
 * builder is full (max_rows, or CHANGES_BATCH_BYTES): the rows mode of a Spark read, every table's
 * events at once. `layout` and `names` (db, table) are the run's own table's; another table's
 * events come with their names from `others` ((db, table, columns)); `ops` the op names of a
 * write, an update and a delete; gtid and trx_pos the state without `cross`. An event whose rows
 * fail stops the run before it, nothing of it kept (the walk reads it). */
static PyObject *Changes_append_run(ChangesObject *self, PyObject *args) {
    Run r = {0};
    long long max_rows;
    LayoutObject *layout;
    PyObject *ops, *file, *names, *gtid, *trx, *out = NULL;
    int64_t rows0 = self->rows;
    if (!PyArg_ParseTuple(args, RUN_ARGS "O!O!UO!OOL", &r.view, &r.file_pos, &r.room, &r.table_id, &r.len_header,
                          &r.len_checksum, &r.post, &r.check_log_pos, &r.cross, &LayoutType, &layout, &PyTuple_Type,
                          &ops, &file, &PyTuple_Type, &names, &gtid, &trx, &max_rows)
        || run_start(&r, layout, gtid, trx) < 0)
        goto done;
    if (PyTuple_GET_SIZE(ops) != 3 || PyTuple_GET_SIZE(names) < 2) {
        PyErr_SetString(PyExc_TypeError, "append_run: ops (write, update, delete), names (db, table)");
        goto done;
    }
    while (!changes_full(self, max_rows)) {
        RunEvent ev;
        int taken = run_next(&r, &ev);
        if (taken < 0) goto done;
        if (!taken) break;
        const ks_rows_event_t *h = &ev.h;
        PyObject *t = ev.table ? ev.table : names;
        if (!PyTuple_Check(t) || PyTuple_GET_SIZE(t) < 2) {
            PyErr_SetString(PyExc_TypeError, "append_run: a table as (db, table, ...)");
            goto done;
        }
        const uint8_t *e = ev.e;
        long long pos = r.file_pos + r.at;
        if (ev.start < ev.end
            && changes_event(self, ev.layout, ev.rows_buf, ev.start, ev.end, (int)h->is_write, (int)h->is_delete, ev.ncols, r.pf,
                             r.pa, ev.np, ev.npa, file, pos, pos + ev.size, (long long)le32(e) * 1000000,
                             (long long)le32(e + 5), r.gtid, r.has_trx, r.trx_pos, PyTuple_GET_ITEM(t, 0),
                             PyTuple_GET_ITEM(t, 1), PyTuple_GET_ITEM(ops, op_index(h))) < 0) {
            if (!run_refuse(&r, PyExc_Exception)) goto done;
            break;
        }
        run_took(&r, &ev);
    }
    if (run_commit(&r) < 0) goto done;
    out = Py_BuildValue("LLLL", (long long)r.at, (long long)r.events, (long long)r.need,
                        (long long)(self->rows - rows0));
done:
    run_end(&r);
    return out;
}

static PyMethodDef Changes_methods[] = {
    {"append", (PyCFunction)Changes_append, METH_VARARGS,
     "append(layout, data, start, end, is_write, is_delete, num_columns, present, present_after, file, pos, "
     "next_pos, timestamp_us, server_id, gtid, trx_pos, db, table, op) -> rows; on an error nothing of the event is kept"},
    {"append_run", (PyCFunction)Changes_append_run, METH_VARARGS,
     "append_run(buf, file_pos, room, table_id, len_header, len_checksum, post_header_lens, check_log_pos, cross, "
     "layout, ops, file, names, gtid, trx_pos, max_rows) -> (consumed, events, need, rows): a run of rows events"},
    {"finish", (PyCFunction)Changes_finish, METH_NOARGS, "the buffers so far; starts over"},
    {NULL}};
static PyGetSetDef Changes_getset[] = {
    {"rows", (getter)Changes_rows, NULL, "rows appended since the last finish()", NULL},
    {"nbytes", (getter)Changes_nbytes, NULL, "bytes of text held", NULL},
    {NULL}};

static PyTypeObject ChangesType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "binlogspec._fastrows.Changes",
    .tp_basicsize = sizeof(ChangesObject),
    .tp_dealloc = (destructor)Changes_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "Changes(): Arrow buffers of row changes of any tables in the rows mode's schema (images as JSON text and maps).",
    .tp_methods = Changes_methods,
    .tp_getset = Changes_getset,
    .tp_init = (initproc)Changes_init,
    .tp_new = PyType_GenericNew,
};

/* ------------------------------------------------------------------ module functions */

static PyObject *bitmap_bytes(ks_bitmap b) {
    int64_t nbytes = (b.num_bits + 7) / 8;
    PyObject *out = PyBytes_FromStringAndSize(NULL, (Py_ssize_t)nbytes);
    if (!out) return NULL;
    uint8_t *o = (uint8_t *)PyBytes_AS_STRING(out);
    memset(o, 0, (size_t)nbytes);
    for (int64_t i = 0; i < b.num_bits; i++) if (ks_bit(b, i)) o[i >> 3] |= (uint8_t)(1 << (i & 7));
    return out;
}

/* header(data, start, end, event_type_code, len_post_header): the rows event's fields before its
 * rows, read by the generated reader; None when they do not fit. A dict. */
static PyObject *header(PyObject *mod, PyObject *args) {
    Py_buffer view;
    Py_ssize_t start, end;
    long long code, lph;
    if (!PyArg_ParseTuple(args, "y*nnLL", &view, &start, &end, &code, &lph)) return NULL;
    ks_rows_event_t h;
    PyObject *out = NULL;
    if (start < 0 || end > view.len || start > end
        || ks_rows_event_read((const uint8_t *)view.buf + start, end - start, code, lph, &h) < 0) {
        out = Py_None; Py_INCREF(out);
        goto done;
    }
    PyObject *present = bitmap_bytes(h.columns_present.bits);
    PyObject *after = h.has_columns_present_after ? bitmap_bytes(h.columns_present_after.bits) : (Py_INCREF(Py_None), Py_None);
    out = Py_BuildValue("{sLsLsLsNsNsisisisisisisLsn}", "table_id", (long long)h.table_id, "flags", (long long)h.flags,
                        "num_columns", (long long)h.num_columns.value, "present", present, "present_after", after,
                        "is_compressed", (int)h.is_compressed, "is_v0", (int)h.is_v0, "is_write", (int)h.is_write,
                        "is_delete", (int)h.is_delete, "has_after_bitmap", (int)h.has_after_bitmap,
                        "is_partial_update", (int)h.is_partial_update,
                        "len_uncompressed", (long long)(h.has_len_uncompressed ? h.len_uncompressed : -1),
                        "rows_start", (Py_ssize_t)(start + (h.rest.p - ((const uint8_t *)view.buf + start))));
done:
    PyBuffer_Release(&view);
    return out;
}

static PyObject *spec(PyObject *mod, PyObject *unused) {
    PyObject *d = PyDict_New(), *x;
    if (!d) return NULL;
#define PUT(key, val) do { x = (val); if (!x || PyDict_SetItemString(d, key, x) < 0) { Py_XDECREF(x); Py_DECREF(d); return NULL; } Py_DECREF(x); } while (0)
    PUT("value_switch_on", PyUnicode_FromString(KS_CELL_VALUE_SWITCH_ON));
    PUT("value_if", PyUnicode_FromString(KS_CELL_VALUE_IF));
    PUT("value_size", PyUnicode_FromString(KS_CELL_VALUE_SIZE));
    PUT("extent_switch_on", PyUnicode_FromString(KS_CELL_EXTENT_SWITCH_ON));
    PyObject *l = PyList_New(0);
    for (int i = 0; KS_CELL_VALUE_CASES[i][0]; i++) PyList_Append(l, Py_BuildValue("(ss)", KS_CELL_VALUE_CASES[i][0], KS_CELL_VALUE_CASES[i][1]));
    PUT("value_cases", l);
    l = PyList_New(0);
    for (int i = 0; KS_CELL_EXTENT_CASES[i][0]; i++) PyList_Append(l, Py_BuildValue("(ss)", KS_CELL_EXTENT_CASES[i][0], KS_CELL_EXTENT_CASES[i][1]));
    PUT("extent_cases", l);
    l = PyList_New(0);
    for (int i = 0; KS_CELL_INSTANCES[i][0]; i++) PyList_Append(l, Py_BuildValue("(ss)", KS_CELL_INSTANCES[i][0], KS_CELL_INSTANCES[i][1]));
    PUT("instances", l);
    l = PyList_New(0);
    for (int i = 0; KS_CELL_TYPES[i][0]; i++) PyList_Append(l, Py_BuildValue("(sis)", KS_CELL_TYPES[i][0], i + 1, KS_CELL_TYPES[i][1]));
    PUT("cell_types", l);
    l = PyList_New(0);
    for (int i = 0; KS_ENUM_MEMBERS[i][0]; i++) PyList_Append(l, Py_BuildValue("(sss)", KS_ENUM_MEMBERS[i][0], KS_ENUM_MEMBERS[i][1], KS_ENUM_MEMBERS[i][2]));
    PUT("enum_members", l);
    l = PyList_New(0);
    for (int i = 0; KS_EVENT_BODY_CODES[i][0]; i++)
        PyList_Append(l, Py_BuildValue("(isO)", KS_EVENT_BODY_CODES[i][0], KS_EVENT_BODIES[KS_EVENT_BODY_CODES[i][1] - 1],
                                       KS_EVENT_BODY_EXACT[KS_EVENT_BODY_CODES[i][1]] ? Py_True : Py_False));
    PUT("event_bodies", l);
#undef PUT
    return d;
}

static PyObject *configure(PyObject *mod, PyObject *args, PyObject *kw) {
    static char *names[] = {"Decimal", "date_or_zero", "datetime_or_zero", "timestamp", "cell_value", "text",
                            "geometry", "decimal_from_bytes", "RowChange", "json", "json_value", NULL};
    PyObject *v[11];
    if (!PyArg_ParseTupleAndKeywords(args, kw, "OOOOOOOOOOO", names, &v[0], &v[1], &v[2], &v[3], &v[4], &v[5], &v[6],
                                     &v[7], &v[8], &v[9], &v[10]))
        return NULL;
    Py_INCREF(v[10]);
    Py_XSETREF(H_json_value, v[10]);
    Py_INCREF(v[9]);
    Py_XSETREF(H_json, v[9]);
    if (!PyType_Check(v[8])) { PyErr_SetString(PyExc_TypeError, "RowChange must be a class"); return NULL; }
    PyObject **slots[9] = {&H_Decimal, &H_date_or_zero, &H_datetime_or_zero, &H_timestamp, &H_cell_value, &H_text,
                           &H_geometry, &H_decimal_from_bytes, &H_RowChange};
    for (int i = 0; i < 9; i++) { Py_INCREF(v[i]); Py_XSETREF(*slots[i], v[i]); }
    /* a RowChange with __slots__ for all its fields gets them written in place */
    F_slotted = 0;
    int found = 0;
    for (int k = 0; k < 13; k++) {
        PyObject *d = PyObject_GetAttr(v[8], K_fields[k]);
        if (!d) { PyErr_Clear(); break; }
        if (Py_IS_TYPE(d, &PyMemberDescr_Type) && ((PyMemberDescrObject *)d)->d_member->type == T_OBJECT_EX) {
            F_offsets[k] = ((PyMemberDescrObject *)d)->d_member->offset;
            found++;
        }
        Py_DECREF(d);
    }
    F_slotted = found == 13 && ((PyTypeObject *)v[8])->tp_dictoffset == 0;
    Py_RETURN_NONE;
}

#ifndef _WIN32  /* (pread; without skip_events the reader frames those events in Python) */
/* skip_events(fd, pos, limit, file_size, only, min_size[, maps, len_header, len_checksum,
 * table_id_width[, trx]]) -> (pos, count): the events from `pos` on that a walk reading only some
 * event types (Reader's `only`) passes over, framed by their headers alone, read with pread. It
 * stops before `limit`, at the end of the file, and before an event the walk reads or judges
 * itself: one whose type code is set in the bitmap `only` (32 bytes), or whose size is below
 * `min_size` (header and checksum), above the most any server writes, or past the end of the file
 * (frame_at). With `maps`
 * ({table id: body bytes} of the table maps in force), a TABLE_MAP whose body is the one in force
 * for its table id is passed over too: it changes nothing a walk keeps (a table map read again, as
 * servers write one before each statement).
 *
 * With `trx` ((trx_pos or -1, pending, open): the transaction state of a walk by headers, Spark's
 * planning), `only` is a class for each of the 256 type codes instead (SKIP_*), and the events of
 * the GTID, QUERY and transaction-end classes are passed over too, moving that state as
 * binlogspec.walk.TransactionTracker.see does (a QUERY whose statement ends in BEGIN opens a
 * transaction). It then returns (pos, count, last_pos, last_code, first_time, last_time,
 * latest_time, (trx_pos, pending, open), gtid_pos, maps_at, outside): the last event passed over,
 * the header times of the first, the last and the latest of them, where the last GTID-class one is
 * (-1: none), {table id: position} of the last table map passed over for each id that had one, and
 * the end of the last one after which no transaction was open (-1: none). */
typedef struct { long long id; const char *p; Py_ssize_t n; long long at; } KnownMap;
enum { SKIP_PASS = 0, SKIP_STOP = 1, SKIP_MAP = 2, SKIP_GTID = 3, SKIP_QUERY = 4, SKIP_END = 5 };

static PyObject *skip_events(PyObject *mod, PyObject *args) {
    int fd;
    long long pos, limit, file_size, min_size;
    Py_buffer only;
    PyObject *maps = Py_None, *trx = Py_None;
    int len_header = 19, len_checksum = 0, id_width = 6;
    if (!PyArg_ParseTuple(args, "iLLLy*L|OiiiO", &fd, &pos, &limit, &file_size, &only, &min_size, &maps,
                          &len_header, &len_checksum, &id_width, &trx))
        return NULL;
    int walk = trx != Py_None, pending = 0, open_trx = 0;
    long long trx_pos = -1;
    if (walk && !PyArg_ParseTuple(trx, "Lpp", &trx_pos, &pending, &open_trx)) { PyBuffer_Release(&only); return NULL; }
    if (only.len < (walk ? 256 : 32)) {
        PyBuffer_Release(&only);
        PyErr_SetString(PyExc_ValueError, walk ? "only: a class for each of 256 type codes" : "only: a bitmap of 256 type codes");
        return NULL;
    }
    KnownMap *known = NULL;
    Py_ssize_t nknown = 0;
    if (maps != Py_None) {  /* (the dict's bytes stay alive: the caller holds it for the call) */
        if (!PyDict_Check(maps) || (id_width != 4 && id_width != 6)) {
            PyBuffer_Release(&only);
            PyErr_SetString(PyExc_TypeError, "maps: {table id: body bytes}, table_id_width 4 or 6");
            return NULL;
        }
        known = PyMem_Malloc(sizeof(KnownMap) * (size_t)(PyDict_GET_SIZE(maps) + 1));
        if (!known) { PyBuffer_Release(&only); return PyErr_NoMemory(); }
        Py_ssize_t i = 0;
        PyObject *k, *v;
        while (PyDict_Next(maps, &i, &k, &v)) {
            if (!PyLong_Check(k) || !PyBytes_Check(v)) continue;
            long long id = PyLong_AsLongLong(k);
            if (id == -1 && PyErr_Occurred()) { PyErr_Clear(); continue; }
            known[nknown++] = (KnownMap){id, PyBytes_AS_STRING(v), PyBytes_GET_SIZE(v), -1};
        }
    }
    const uint8_t *wanted = only.buf;
    long long count = 0, last_pos = -1, gtid_pos = -1, first_time = -1, last_time = -1, latest_time = -1, outside = -1;
    int last_code = -1;
    /* The file's bytes a window at a time (a pread an event cost a syscall an event), the window
       growing from a page as the walk goes on: a walk that stops after a few events (a reader with
       `only` stops at each table map it reads) copies a page, not a megabyte, each call */
    enum { WINDOW = 1 << 20, PAGE = 4096 };
    uint8_t page[PAGE], *big = NULL, *win = page;
    long long win_cap = PAGE, next_read = PAGE;
    long long win_at = 0, win_len = 0;  /* the window holds the file's bytes win_at .. win_at + win_len */
#define IN_WINDOW(at, n) ((at) >= win_at && (at) + (n) <= win_at + win_len)
#define REFILL_N(at, n) do { long long n_ = (n);                                                        \
        if (n_ > win_cap) {                                                                          \
            if (!big) big = malloc(WINDOW);                                                          \
            if (big) { win = big; win_cap = WINDOW; }                                                \
            if (n_ > win_cap) n_ = win_cap;                                                          \
        }                                                                                            \
        ssize_t got_; do got_ = pread(fd, win, (size_t)n_, (off_t)(at)); while (got_ < 0 && errno == EINTR); \
        win_at = (at); win_len = got_ < 0 ? 0 : got_; } while (0)
    /* the next window: larger each time (to WINDOW), at least `n` bytes */
#define REFILL_AT_LEAST(at, n) do { REFILL_N(at, (n) > next_read ? (n) : next_read);               \
        next_read = next_read * 8 < WINDOW ? next_read * 8 : WINDOW; } while (0)
#define REFILL(at) REFILL_AT_LEAST(at, 0)
    /* after an event of more than a page, the next header is read alone (a page): a window would
       copy the big events' bytes, which nothing here reads */
    long long last_size = 0;
    Py_BEGIN_ALLOW_THREADS
    while (win && pos < limit) {
        if (!IN_WINDOW(pos, 13)) {
            if (last_size > PAGE) REFILL_N(pos, PAGE);
            else REFILL(pos);
        }
        if (!IN_WINDOW(pos, 13)) break;  /* (an error or the end: the walk reads there and meets it) */
        Frame f;
        if (!frame_at(win + (pos - win_at), min_size, file_size - pos, &f)) break;
        uint8_t code = (uint8_t)f.code;
        long long size = f.size, when = f.when;
        /* (without `trx`: an event of a type `only` names stops the walk, but a table map, with
           `maps`, is passed over when it is the map in force for its table id) */
        int cls = walk ? wanted[code]
                       : !(wanted[code >> 3] >> (code & 7) & 1) ? SKIP_PASS : code == 19 && nknown ? SKIP_MAP : SKIP_STOP;
        if (cls == SKIP_STOP) {
            break;
        } else if (cls == SKIP_GTID && walk) {
            trx_pos = gtid_pos = pos; pending = open_trx = 1;
        } else if (cls == SKIP_QUERY && walk) {
            long long end = pos + size - len_checksum;  /* (the statement's end: BEGIN opens a transaction) */
            int begin = 0;
            if (end - pos >= 6) {
                if (!IN_WINDOW(end - 6, 6)) REFILL(end - 6);
                if (!IN_WINDOW(end - 6, 6)) break;
                begin = memcmp(win + (end - 6 - win_at), "\0BEGIN", 6) == 0;
            }
            if (begin) { if (!pending) trx_pos = pos; open_trx = 1; }
            else pending = open_trx = 0;
        } else if (cls == SKIP_END && walk) {
            pending = open_trx = 0;
        } else if (cls != SKIP_PASS) {
            /* a table map: passed over when its body is the one in force for its table id */
            if (code != 19 || !nknown || size < len_header + len_checksum + id_width || size > WINDOW) break;
            if (!IN_WINDOW(pos, size)) REFILL_AT_LEAST(pos, size);
            if (!IN_WINDOW(pos, size)) break;
            const uint8_t *body = win + (pos - win_at) + len_header;
            Py_ssize_t n = (Py_ssize_t)(size - len_header - len_checksum);
            long long id = (long long)ks_le(body, id_width);
            Py_ssize_t same = -1;
            for (Py_ssize_t i = 0; i < nknown && same < 0; i++)
                if (known[i].id == id && known[i].n == n && memcmp(known[i].p, body, (size_t)n) == 0) same = i;
            if (same < 0) break;
            known[same].at = pos;
        }
        if (first_time < 0) first_time = when;
        if (when > latest_time) latest_time = when;
        last_time = when, last_pos = pos, last_code = code, last_size = size;
        pos += size;
        if (!open_trx) outside = pos;
        count++;
    }
#undef IN_WINDOW
#undef REFILL
#undef REFILL_AT_LEAST
#undef REFILL_N
    Py_END_ALLOW_THREADS
    free(big);
    PyBuffer_Release(&only);
    PyObject *out = NULL, *maps_at = walk ? PyDict_New() : NULL;
    if (walk && maps_at) {
        for (Py_ssize_t i = 0; i < nknown; i++) {
            if (known[i].at < 0) continue;
            PyObject *k = PyLong_FromLongLong(known[i].id), *v = PyLong_FromLongLong(known[i].at);
            int bad = !k || !v || PyDict_SetItem(maps_at, k, v) < 0;
            Py_XDECREF(k);
            Py_XDECREF(v);
            if (bad) { Py_CLEAR(maps_at); break; }
        }
        if (maps_at)
            out = Py_BuildValue("(LLLiLLL(LNN)LNL)", pos, count, last_pos, last_code, first_time, last_time, latest_time,
                                trx_pos, PyBool_FromLong(pending), PyBool_FromLong(open_trx), gtid_pos, maps_at, outside);
    } else if (!walk) {
        out = Py_BuildValue("(LL)", pos, count);
    }
    PyMem_Free(known);
    return out;
}
#endif

#ifndef _WIN32
/* ------------------------------------------------------------------ read ahead */
/* read_ahead(fd, buffer, offset) -> Ahead, or None: the file's bytes from `offset` read into
 * `buffer` (writable, held until the read is over) by a thread of the module's own, while the
 * caller decodes the bytes before them (Runs._run_bytes_at). The kernel's copy out of the page
 * cache, about 0.25 ms a megabyte here, was otherwise on the decoding thread between runs: a sixth
 * of `binlogspec events`. One read at a time a process: None while another is under way (the
 * caller reads as before). The thread is started once a process and kept, as the second one. */
typedef struct {
    PyObject_HEAD
    Py_buffer view;
    int fd;
    long long offset;
    Py_ssize_t got;  /* bytes read, once done */
    int err;         /* errno of a read that failed */
    int state;       /* AHEAD_POSTED (or being read), AHEAD_DONE */
    pid_t pid;       /* the process that posted it */
} AheadObject;

enum { AHEAD_POSTED = 1, AHEAD_DONE = 2 };

static struct {
    pthread_mutex_t lock;
    pthread_cond_t go, done;
    AheadObject *work;  /* the read posted, until it is done */
    pid_t pid;          /* the process that started the thread (0: none) */
} ahead = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER, PTHREAD_COND_INITIALIZER, NULL, 0};

/* the whole buffer from the file (less at its end): the bytes read, or -1 with *err set */
static Py_ssize_t read_fully(int fd, char *p, Py_ssize_t len, long long offset, int *err) {
    Py_ssize_t got = 0;
    while (got < len) {
        ssize_t n = pread(fd, p + got, (size_t)(len - got), (off_t)(offset + got));
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) { *err = errno; return -1; }
        if (n == 0) break;
        got += n;
    }
    return got;
}

static void *ahead_main(void *unused) {
    pthread_mutex_lock(&ahead.lock);
    for (;;) {
        while (!ahead.work) pthread_cond_wait(&ahead.go, &ahead.lock);
        AheadObject *a = ahead.work;
        pthread_mutex_unlock(&ahead.lock);
        int err = 0;
        Py_ssize_t got = read_fully(a->fd, a->view.buf, a->view.len, a->offset, &err);
        pthread_mutex_lock(&ahead.lock);
        a->got = got;
        a->err = err;
        a->state = AHEAD_DONE;
        ahead.work = NULL;
        pthread_cond_broadcast(&ahead.done);
    }
    return NULL;
}

/* the read over: done by the thread, or here in a forked child, whose copy of a read under way
 * in its parent has no thread to finish it. Called without the GIL. */
static void ahead_finish(AheadObject *a) {
    if (a->pid != getpid()) {
        if (a->state == AHEAD_POSTED) {
            int err = 0;
            a->got = read_fully(a->fd, a->view.buf, a->view.len, a->offset, &err);
            a->err = err;
            a->state = AHEAD_DONE;
        }
        return;
    }
    pthread_mutex_lock(&ahead.lock);
    while (a->state != AHEAD_DONE) pthread_cond_wait(&ahead.done, &ahead.lock);
    pthread_mutex_unlock(&ahead.lock);
}

static void Ahead_dealloc(AheadObject *self) {
    if (self->state) {  /* the thread writes into the buffer until the read is over */
        Py_BEGIN_ALLOW_THREADS
        ahead_finish(self);
        Py_END_ALLOW_THREADS
        PyBuffer_Release(&self->view);
    }
    Py_TYPE(self)->tp_free((PyObject *)self);
}

/* wait() -> the bytes read (fewer than the buffer's length: the file ended); OSError if it failed */
static PyObject *Ahead_wait(AheadObject *self, PyObject *unused) {
    Py_BEGIN_ALLOW_THREADS
    ahead_finish(self);
    Py_END_ALLOW_THREADS
    if (self->got < 0) {
        errno = self->err;
        return PyErr_SetFromErrno(PyExc_OSError);
    }
    return PyLong_FromSsize_t(self->got);
}

static PyMethodDef Ahead_methods[] = {
    {"wait", (PyCFunction)Ahead_wait, METH_NOARGS, "wait() -> the bytes read; OSError if the read failed"},
    {NULL}};

static PyTypeObject AheadType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "binlogspec._fastrows.Ahead",
    .tp_basicsize = sizeof(AheadObject),
    .tp_dealloc = (destructor)Ahead_dealloc,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "A read of a file's bytes under way on the read-ahead thread (read_ahead).",
    .tp_methods = Ahead_methods,
};

static PyObject *read_ahead(PyObject *mod, PyObject *args) {
    int fd;
    long long offset;
    PyObject *buffer;
    if (!PyArg_ParseTuple(args, "iOL", &fd, &buffer, &offset)) return NULL;
    if (offset < 0) { PyErr_SetString(PyExc_ValueError, "offset: 0 or more"); return NULL; }
    if (ahead.pid != getpid()) {  /* none yet, or a forked child's copy of its parent's state */
        ahead.work = NULL;
        if (worker_start(ahead_main, &ahead.lock, &ahead.go, &ahead.done) < 0) Py_RETURN_NONE;
        ahead.pid = getpid();
    }
    if (ahead.work) Py_RETURN_NONE;  /* (under the GIL: only a thread holding it posts) */
    AheadObject *a = PyObject_New(AheadObject, &AheadType);
    if (!a) return NULL;
    a->state = 0;
    if (PyObject_GetBuffer(buffer, &a->view, PyBUF_WRITABLE | PyBUF_C_CONTIGUOUS) < 0) { Py_DECREF(a); return NULL; }
    a->fd = fd;
    a->offset = offset;
    a->got = 0;
    a->err = 0;
    a->state = AHEAD_POSTED;
    a->pid = ahead.pid;
    pthread_mutex_lock(&ahead.lock);
    ahead.work = a;
    pthread_cond_signal(&ahead.go);
    pthread_mutex_unlock(&ahead.lock);
    return (PyObject *)a;
}
#endif

/* program(on) -> the setting before: whether batches made from now on get their columns' steps */
static PyObject *program(PyObject *mod, PyObject *arg) {
    int on = PyObject_IsTrue(arg);
    if (on < 0) return NULL;
    int was = program_on;
    program_on = on;
    return PyBool_FromLong(was);
}

/* columnar(on or None) -> (the setting before, the events decoded by column so far); on: whether
 * batches made from now on decode an event by column where they can (None: as it was) */
static PyObject *columnar(PyObject *mod, PyObject *arg) {
    int was = columnar_on;
    if (arg != Py_None) {
        int on = PyObject_IsTrue(arg);
        if (on < 0) return NULL;
        columnar_on = on;
    }
    return Py_BuildValue("(OL)", was ? Py_True : Py_False, __atomic_load_n(&columnar_events, __ATOMIC_RELAXED));
}

/* threads(min_bytes) -> the setting before: a batch's run decodes a round of at least min_bytes
 * row bytes on two threads; None: on one. (Tests set 0 to have every round of two events or more
 * split.) */
static PyObject *threads(PyObject *mod, PyObject *arg) {
    PyObject *was = threads_min_bytes < 0 ? (Py_INCREF(Py_None), Py_None) : PyLong_FromSsize_t(threads_min_bytes);
    if (arg == Py_None) threads_min_bytes = -1;
    else {
        Py_ssize_t v = PyLong_AsSsize_t(arg);
        if (v == -1 && PyErr_Occurred()) { Py_XDECREF(was); return NULL; }
        if (v < 0) { Py_XDECREF(was); PyErr_SetString(PyExc_ValueError, "min_bytes: 0 or more, or None"); return NULL; }
        threads_min_bytes = v;
    }
    return was;
}

/* threads_used() -> (rounds decoded on two threads, events the second thread left to the first,
 * batch joins made on two threads, rounds whose first share decoded without the GIL, events that
 * failed there, decoded again with it) */
static PyObject *threads_used(PyObject *mod, PyObject *unused) {
    return Py_BuildValue("(LLLLL)", rounds_split, events_redone, joins_split, rounds_free, free_redone);
}

/* body_tree(data, start, end, type_code, post_header_lens=b""): the tree of the event body
 * data[start:end] of that type by its generated reader (spec.event_bodies lists the types), or
 * None when the reader refuses the bytes or the type has none; post_header_lens: the FDE's, for
 * a body that takes its type's post-header length (XID) */
static PyObject *body_tree(PyObject *mod, PyObject *args) {
    Py_buffer view, lens = {0};
    Py_ssize_t start, end;
    int code;
    if (!PyArg_ParseTuple(args, "y*nni|y*", &view, &start, &end, &code, &lens)) return NULL;
    int which = body_index(code);
    PyObject *r;
    if (start < 0 || end > view.len || start > end) r = (PyErr_SetString(PyExc_ValueError, "body out of range"), NULL);
    else r = ks_event_body_tree(which, (const uint8_t *)view.buf + start, end - start,
                                len_post_header(code, lens.obj ? (const uint8_t *)lens.buf : NULL, lens.obj ? lens.len : 0));
    PyBuffer_Release(&view);
    if (lens.obj) PyBuffer_Release(&lens);
    return r;
}

/* body_json(data, start, end, code[, post-header lengths]) -> the JSON text of an event body by its
 * generated writer (ks_event_body_json; bytes), or None where the reader refuses the bytes or the
 * type has no writer (for the tests, which hold it to tree.dumps of the spec's tree) */
static PyObject *body_json(PyObject *mod, PyObject *args) {
    Py_buffer view, lens = {0};
    Py_ssize_t start, end;
    int code;
    if (!PyArg_ParseTuple(args, "y*nni|y*", &view, &start, &end, &code, &lens)) return NULL;
    int which = body_index(code);
    PyObject *r = NULL;
    Buf b = {0};
    if (start < 0 || end > view.len || start > end) PyErr_SetString(PyExc_ValueError, "body out of range");
    else {
        int got = which && KS_EVENT_BODY_EXACT[which]
                      ? ks_event_body_json(which, (const uint8_t *)view.buf + start, end - start,
                                           len_post_header(code, lens.obj ? (const uint8_t *)lens.buf : NULL,
                                                           lens.obj ? lens.len : 0), &b)
                      : 0;
        r = got < 0 ? NULL : got == 0 ? (Py_INCREF(Py_None), Py_None) : PyBytes_FromStringAndSize(b.p ? b.p : "", b.len);
    }
    buf_free(&b);
    PyBuffer_Release(&view);
    if (lens.obj) PyBuffer_Release(&lens);
    return r;
}

/* content_free(cell type id, args) -> whether a cell of that type with those params is accepted or
 * refused by its length alone (ks_cell_content_free: what the scan's skips rest on; for the tests) */
static PyObject *content_free_py(PyObject *mod, PyObject *args) {
    int type;
    PyObject *params;
    if (!PyArg_ParseTuple(args, "iO!", &type, &PyTuple_Type, &params)) return NULL;
    int64_t a[4] = {0};
    for (Py_ssize_t k = 0; k < PyTuple_GET_SIZE(params) && k < 4; k++) {
        a[k] = PyLong_AsLongLong(PyTuple_GET_ITEM(params, k));
        if (PyErr_Occurred()) return NULL;
    }
    return PyBool_FromLong(ks_cell_content_free(type, a));
}

/* put_double's text of a float, as json.dumps would write it (tests hold it to repr) */
static PyObject *double_text(PyObject *mod, PyObject *arg) {
    double v = PyFloat_AsDouble(arg);
    if (v == -1.0 && PyErr_Occurred()) return NULL;
    if (!isfinite(v)) { PyErr_SetString(PyExc_ValueError, "not finite"); return NULL; }
    Buf b = {0};
    if (put_double(&b, v) < 0) { buf_free(&b); return NULL; }
    PyObject *r = PyUnicode_FromStringAndSize(b.p, b.len);
    buf_free(&b);
    return r;
}

/* the SQL statement writer (binlogspec sql) */
#include "_fastsql.c"

static PyMethodDef module_methods[] = {
    {"double_text", double_text, METH_O, "double_text(float) -> str: a DOUBLE's JSON text (repr)"},
    {"content_free", content_free_py, METH_VARARGS,
     "content_free(cell type id, args) -> bool: whether such a cell is taken or refused by its length alone"},
    {"body_json", body_json, METH_VARARGS,
     "body_json(data, start, end, code[, post-header lengths]) -> an event body's JSON text by its generated writer, or None"},
    {"body_tree", body_tree, METH_VARARGS,
     "body_tree(data, start, end, type_code) -> the body's tree by its generated reader, or None"},
#ifndef _WIN32
    {"skip_events", skip_events, METH_VARARGS,
     "skip_events(fd, pos, limit, file_size, only, min_size[, maps, len_header, len_checksum, "
     "table_id_width[, trx]]) -> (pos, count): events a walk passes over (with trx, a walk by headers: see the source)"},
#endif
#ifndef _WIN32
    {"read_ahead", read_ahead, METH_VARARGS,
     "read_ahead(fd, buffer, offset) -> Ahead or None: the file's bytes read into buffer on a thread of its own"},
#endif
    {"program", program, METH_O, "program(on) -> bool: whether new batches get a step per column (see image_program)"},
    {"columnar", columnar, METH_O,
     "columnar(on or None) -> (setting before, events so far): whether new batches decode an event by column (columnar_rows)"},
    {"crc32", crc32_py, METH_O, "crc32(data) -> int: the CRC32 of a buffer as the runs compute it"},
    {"crc32_library", crc32_library, METH_NOARGS, "crc32_library() -> 'isal', 'zlib' or 'python': what computes the runs' CRC32s"},
    {"threads", threads, METH_O, "threads(min_bytes or None) -> the setting before: rounds of a batch's run on two threads"},
    {"threads_used", threads_used, METH_NOARGS,
     "threads_used() -> (rounds split, events the second thread left, joins split, rounds without the GIL, events redone with it)"},
    {"header", header, METH_VARARGS, "header(data, start, end, event_type_code, len_post_header) -> dict or None"},
    {"spec", spec, METH_NOARGS, "the column_cell switches and cell types the header was generated with"},
    {"configure", (PyCFunction)(void (*)(void))configure, METH_VARARGS | METH_KEYWORDS, "set the Python value helpers"},
    {NULL}};

static struct PyModuleDef moduledef = {PyModuleDef_HEAD_INIT, "_fastrows", "The fast row decoder (see _fastrows.c).", -1,
                                       module_methods};

PyMODINIT_FUNC PyInit__fastrows(void) {
    PyDateTime_IMPORT;
    if (!PyDateTimeAPI) return NULL;
    if (PyType_Ready(&LayoutType) < 0 || PyType_Ready(&BatchType) < 0 || PyType_Ready(&ChangesType) < 0 || PyType_Ready(&OwnedType) < 0) return NULL;
#ifndef _WIN32
    if (PyType_Ready(&AheadType) < 0) return NULL;
#endif
    PyObject *m = PyModule_Create(&moduledef);
    if (!m) return NULL;
    Mismatch = PyErr_NewException("binlogspec._fastrows.Mismatch", PyExc_ValueError, NULL);
#ifndef _WIN32
    {   /* one CPU for this process, or BINLOGSPEC_DECODE_THREADS=1: runs stay on one thread */
        const char *asked = getenv("BINLOGSPEC_DECODE_THREADS");
#ifdef __linux__
        cpu_set_t cpus;
        int one = sched_getaffinity(0, sizeof cpus, &cpus) == 0 && CPU_COUNT(&cpus) < 2;
#else
        int one = sysconf(_SC_NPROCESSORS_ONLN) < 2;
#endif
        if (one || (asked && strcmp(asked, "1") == 0)) threads_min_bytes = -1;
    }
#else
    threads_min_bytes = -1;
#endif
    PyObject *zlib = PyImport_ImportModule("zlib");
    if (!zlib) return NULL;
    H_crc32 = PyObject_GetAttrString(zlib, "crc32");
    Py_DECREF(zlib);
#ifndef _WIN32
    {   /* the libz the zlib module loaded, if it is one of its own */
        void *libz = dlopen("libz.so.1", RTLD_NOW | RTLD_NOLOAD);
        if (libz) z_crc32 = (crc32_fn)dlsym(libz, "crc32");
        if (libz) z_uncompress2 = (uncompress2_fn)dlsym(libz, "uncompress2");
        const char *asked = getenv("BINLOGSPEC_CRC32");
        void *isal = asked && strcmp(asked, "zlib") == 0 ? NULL : dlopen("libisal.so.2", RTLD_NOW | RTLD_LOCAL);
        if (isal) isal_crc32 = (isal_crc32_fn)dlsym(isal, "crc32_gzip_refl");
#if defined(__x86_64__)
        isal_zeroupper = __builtin_cpu_supports("avx");
#endif
    }
#endif
    if (!H_crc32) return NULL;
    S_empty = PyUnicode_FromString("");
    EmptyTuple = PyTuple_New(0);
    static const char *fields[13] = {"file", "pos", "next_pos", "timestamp", "server_id", "gtid", "db", "table",
                                     "op", "before", "after", "columns", "row_index"};
    for (int i = 0; i < 13; i++) K_fields[i] = PyUnicode_InternFromString(fields[i]);
    Py_INCREF(&LayoutType); PyModule_AddObject(m, "Layout", (PyObject *)&LayoutType);
    Py_INCREF(&BatchType); PyModule_AddObject(m, "Batch", (PyObject *)&BatchType);
    Py_INCREF(&ChangesType); PyModule_AddObject(m, "Changes", (PyObject *)&ChangesType);
    PyModule_AddIntConstant(m, "CHANGES_BATCH_BYTES", CHANGES_BATCH_BYTES);
    Py_INCREF(Mismatch); PyModule_AddObject(m, "Mismatch", Mismatch);
    PyObject *rules = Py_BuildValue("{sisisisisisisisisisisisisisisisisisisisisisi}", "INT_S", R_INT_S, "INT_U", R_INT_U,
                                    "FLOAT", R_FLOAT, "DOUBLE", R_DOUBLE, "YEAR", R_YEAR, "DATE", R_DATE,
                                    "DATETIME2", R_DATETIME2, "TIMESTAMP2", R_TIMESTAMP2, "DECIMAL", R_DECIMAL,
                                    "BIT", R_BIT, "TEXT", R_TEXT, "CHAR_BINARY", R_CHAR_BINARY, "ENUM", R_ENUM,
                                    "SET", R_SET, "GEOMETRY", R_GEOMETRY, "TREE", R_TREE, "CHAR", R_CHAR,
                                    "TIME", R_TIME, "TIME2", R_TIME2, "DATETIME", R_DATETIME,
                                    "TIMESTAMP", R_TIMESTAMP, "JSON", R_JSON);
    PyModule_AddObject(m, "RULES", rules);
    PyModule_AddIntConstant(m, "THREADS_MIN_BYTES", THREADS_MIN_BYTES);
    {
        PyObject *fields = PyTuple_New(SF_COUNT);
        for (int i = 0; fields && i < SF_COUNT; i++) PyTuple_SET_ITEM(fields, i, PyUnicode_FromString(SCAN_FIELDS[i]));
        PyModule_AddObject(m, "SCAN_FIELDS", fields);
    }
    PyModule_AddObject(m, "TEXT_MODES", Py_BuildValue("{sisisisi}", "BYTES", T_BYTES, "UTF8", T_UTF8, "CALL", T_CALL,
                                                      "TABLE", T_TABLE));
    PyModule_AddObject(m, "ARROW_KINDS", Py_BuildValue("{sisisisisisisisisisi}", "NONE", A_NONE, "I32", A_I32, "I64", A_I64,
                                                      "F32", A_F32, "F64", A_F64, "DATE32", A_DATE32, "DEC128", A_DEC128,
                                                      "STR", A_STR, "BIN", A_BIN, "LIST_STR", A_LIST_STR));
    return m;
}
