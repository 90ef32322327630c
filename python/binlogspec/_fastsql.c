/* binlogspec._fastrows: the SQL statement writer (binlogspec sql), #included at the end of
 * _fastrows.c, whose image walk, value rules, runs and text helpers it uses.
 *
 * Per rows event, the INSERT/UPDATE/DELETE statements python/binlogspec/sql.py writes (_Writer:
 * redo, or undo with --flashback; key WHERE or every column and LIMIT 1; --changed-only,
 * --full-columns), byte for byte; sql.py is the oracle (tests/test_sql_fast.py holds the two
 * equal). A table's statement spec (SqlTable, made once per layout by sql.py from its _Table)
 * holds its quoted name and column names, its key and, per column, whether C writes its literals
 * (sql.py's C_LITERALS: one table) or the column's Python rule (sql.literal) does, called with
 * the value py_value builds. Anything the writer does not take (an image that lacks the columns a
 * flashback needs, a value the Python rule refuses) raises: the caller then writes the event by
 * sql.py, which gives its statements or its typed error.
 *
 * Literal texts shared with the JSON writer: put_i64/put_u64 (integers), decimal_digits (DECIMAL),
 * put_double (FLOAT/DOUBLE: repr), put_when/put_clock (dates, times), written between single
 * quotes here. */

/* what a taken rows event's row image holds of each column: the row walk's cells (sql_image) */
typedef Cell SqlCell;

typedef struct {
    LayoutObject *layout;  /* a reference */
    PyObject *name;        /* b"`db`.`table`" */
    Buf insert_all;        /* "INSERT INTO `db`.`table` (every column) VALUES (": an image of every column's */
    int ncols, nkey;
    PyObject **qnames;     /* each column's quoted name (bytes, references) */
    int *key;              /* the key's column indexes */
    uint8_t *native;       /* 1: C writes the column's literals */
    PyObject **lit;        /* each column's Python literal rule (references) */
} SqlTable;

static int sql_insert_head(SqlTable *t, Buf *b, const SqlCell *img);

#define SQL_CAPSULE "binlogspec._fastrows.SqlTable"
enum { SQL_FLASHBACK = 1, SQL_CHANGED_ONLY = 2, SQL_FULL_COLUMNS = 4, SQL_OPS_SHIFT = 3 };

static void sql_table_free(PyObject *capsule) {
    SqlTable *t = PyCapsule_GetPointer(capsule, SQL_CAPSULE);
    if (!t) return;
    for (int i = 0; i < t->ncols; i++) {
        if (t->qnames) Py_XDECREF(t->qnames[i]);
        if (t->lit) Py_XDECREF(t->lit[i]);
    }
    Py_XDECREF(t->name);
    Py_XDECREF(t->layout);
    buf_free(&t->insert_all);
    PyMem_Free(t->qnames); PyMem_Free(t->lit); PyMem_Free(t->key); PyMem_Free(t->native);
    PyMem_Free(t);
}

/* sql_table(name, quoted names, key indexes, native flags, literal rules) -> the table's spec */
static PyObject *Layout_sql_table(LayoutObject *self, PyObject *args) {
    PyObject *name, *qnames, *key, *lits;
    const char *native;
    Py_ssize_t nnative;
    if (!PyArg_ParseTuple(args, "SO!O!y#O!", &name, &PyTuple_Type, &qnames, &PyTuple_Type, &key, &native, &nnative,
                          &PyTuple_Type, &lits))
        return NULL;
    int n = self->ncols;
    if (PyTuple_GET_SIZE(qnames) != n || nnative != n || PyTuple_GET_SIZE(lits) != n) {
        PyErr_SetString(PyExc_ValueError, "sql_table: one name, native flag and rule per column");
        return NULL;
    }
    SqlTable *t = PyMem_Calloc(1, sizeof *t);
    if (!t) return PyErr_NoMemory();
    PyObject *capsule = PyCapsule_New(t, SQL_CAPSULE, sql_table_free);
    if (!capsule) { PyMem_Free(t); return NULL; }
    t->qnames = PyMem_Calloc((size_t)n + 1, sizeof(PyObject *));
    t->lit = PyMem_Calloc((size_t)n + 1, sizeof(PyObject *));
    t->native = PyMem_Calloc((size_t)n + 1, 1);
    t->key = PyMem_Calloc((size_t)PyTuple_GET_SIZE(key) + 1, sizeof(int));
    if (!t->qnames || !t->lit || !t->native || !t->key) { Py_DECREF(capsule); return PyErr_NoMemory(); }
    t->ncols = n;
    Py_INCREF(self); t->layout = self;
    Py_INCREF(name); t->name = name;
    for (int i = 0; i < n; i++) {
        PyObject *q = PyTuple_GET_ITEM(qnames, i);
        if (!PyBytes_Check(q)) { PyErr_SetString(PyExc_TypeError, "sql_table: names as bytes"); Py_DECREF(capsule); return NULL; }
        Py_INCREF(q); t->qnames[i] = q;
        PyObject *l = PyTuple_GET_ITEM(lits, i);
        Py_INCREF(l); t->lit[i] = l;
        t->native[i] = native[i] != 0;
    }
    for (Py_ssize_t k = 0; k < PyTuple_GET_SIZE(key); k++) {
        long v = PyLong_AsLong(PyTuple_GET_ITEM(key, k));
        if (v < 0 || v >= n) {
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "sql_table: a key column out of range");
            Py_DECREF(capsule);
            return NULL;
        }
        t->key[k] = (int)v;
    }
    t->nkey = (int)PyTuple_GET_SIZE(key);
    if (sql_insert_head(t, &t->insert_all, NULL) < 0) { Py_DECREF(capsule); return NULL; }
    return capsule;
}

/* "INSERT INTO `db`.`table` (the image's columns) VALUES (" (img NULL: every column) */
static int sql_insert_head(SqlTable *t, Buf *b, const SqlCell *img) {
    if (PUT_LIT(b, "INSERT INTO ") < 0 || buf_put(b, PyBytes_AS_STRING(t->name), PyBytes_GET_SIZE(t->name)) < 0
        || PUT_LIT(b, " (") < 0)
        return -1;
    int first = 1;
    for (int i = 0; i < t->ncols; i++) {
        if (img && !img[i].state) continue;
        if (!first && PUT_LIT(b, ", ") < 0) return -1;
        first = 0;
        if (buf_put(b, PyBytes_AS_STRING(t->qnames[i]), PyBytes_GET_SIZE(t->qnames[i])) < 0) return -1;
    }
    return PUT_LIT(b, ") VALUES (");
}

/* ------------------------------------------------------------------ literals */

/* a string literal's body: text (UTF-8) escaped as sql._ESCAPES does */
static int sql_escaped(Buf *b, const uint8_t *s, int64_t n) {
    if (buf_grow(b, n + 2) < 0) return -1;
    int64_t run = 0;
    for (int64_t i = 0; i < n; i++) {
        uint8_t ch = s[i];
        char esc;
        switch (ch) {
        case '\\': esc = '\\'; break;
        case '\'': esc = '\''; break;
        case 0: esc = '0'; break;
        case '\n': esc = 'n'; break;
        case '\r': esc = 'r'; break;
        case 0x1a: esc = 'Z'; break;
        default: continue;
        }
        if (buf_put(b, s + run, (Py_ssize_t)(i - run)) < 0 || put_c(b, '\\') < 0 || put_c(b, esc) < 0) return -1;
        run = i + 1;
    }
    return buf_put(b, s + run, (Py_ssize_t)(n - run));
}

static int sql_quoted(Buf *b, const uint8_t *s, int64_t n) {
    if (put_c(b, '\'') < 0 || sql_escaped(b, s, n) < 0) return -1;
    return put_c(b, '\'');
}

/* X'...' (sql._hex) */
static int sql_hex(Buf *b, const uint8_t *p, int64_t n) {
    static const char hex[] = "0123456789ABCDEF";
    if (buf_grow(b, 2 * n + 3) < 0) return -1;
    char *o = b->p + b->len;
    *o++ = 'X'; *o++ = '\'';
    for (int64_t i = 0; i < n; i++) { *o++ = hex[p[i] >> 4]; *o++ = hex[p[i] & 15]; }
    *o++ = '\'';
    b->len = o - b->p;
    return 0;
}

/* the column's Python rule (sql.literal) of the value py_value builds */
static int sql_by_python(SqlTable *t, int i, ColSpec *c, Buf *b, const ks_cell_any *u) {
    PyObject *v = py_value(c, u);
    if (!v) return -1;
    PyObject *text = PyObject_CallOneArg(t->lit[i], v);
    Py_DECREF(v);
    if (!text) return -1;
    PyObject *raw = PyUnicode_Check(text) ? PyUnicode_AsEncodedString(text, "utf-8", "surrogateescape") : NULL;
    if (!raw && !PyErr_Occurred()) PyErr_SetString(PyExc_TypeError, "a literal rule gave no str");
    Py_DECREF(text);
    if (!raw) return -1;
    int r = buf_put(b, PyBytes_AS_STRING(raw), PyBytes_GET_SIZE(raw));
    Py_DECREF(raw);
    return r;
}

static int sql_text(SqlTable *t, int i, ColSpec *c, Buf *b, const ks_cell_any *u, const uint8_t *p, int64_t n) {
    if (c->text_mode == T_BYTES) return sql_hex(b, p, n);
    if (c->text_mode == T_UTF8) return utf8_valid(p, n) ? sql_quoted(b, p, n) : sql_hex(b, p, n);
    if (c->text_mode == T_TABLE) {
        char small[256], *dst = 3 * n + 3 <= (int64_t)sizeof small ? small : PyMem_Malloc((size_t)(3 * n + 3));
        if (!dst) { PyErr_NoMemory(); return -1; }
        int64_t len = charmap_utf8(c->map, p, n, dst);
        int r = len >= 0 ? sql_quoted(b, (const uint8_t *)dst, len) : sql_hex(b, p, n);
        if (dst != small) PyMem_Free(dst);
        return r;
    }
    return sql_by_python(t, i, c, b, u);
}

/* a FLOAT/DOUBLE as sql._float: repr, with "e0" when it has no exponent */
static int sql_double(SqlTable *t, int i, ColSpec *c, Buf *b, const ks_cell_any *u, double v) {
    if (!isfinite(v)) return sql_by_python(t, i, c, b, u);  /* (which refuses it) */
    Py_ssize_t from = b->len;
    if (put_double(b, v) < 0) return -1;
    if (!memchr(b->p + from, 'e', (size_t)(b->len - from))) return PUT_LIT(b, "e0");
    return 0;
}

/* the literal of column i's cell (read by its generated reader) */
static int sql_value(SqlTable *t, int i, Buf *b, const uint8_t *p, int64_t n) {
    ColSpec *c = &t->layout->cols[i];
    ks_cell_any u;
    if (ks_cell_read_any(c->cell, p, n, c->args, &u) < 0) { mismatch("cell does not fit its type"); return -1; }
    if (!t->native[i]) return sql_by_python(t, i, c, b, &u);
    switch (c->rule) {
    case R_INT_S: return put_i64(b, u.cell_int.value_signed);
    case R_INT_U: return put_u64(b, u.cell_int.value_unsigned);
    case R_YEAR: return put_i64(b, u.cell_year.year);
    case R_FLOAT:
        if (!u.cell_float.has_value) { mismatch("FLOAT of an unusual size"); return -1; }
        return sql_double(t, i, c, b, &u, u.cell_float.value);
    case R_DOUBLE:
        if (!u.cell_double.has_value) { mismatch("DOUBLE of an unusual size"); return -1; }
        return sql_double(t, i, c, b, &u, u.cell_double.value);
    case R_DATE: {
        const ks_column_cell__cell_date_t *d = &u.cell_date;
        if (!valid_date(d->year, d->month, d->day)) return sql_by_python(t, i, c, b, &u);
        return put_when(b, '\'', ' ', d->year, d->month, d->day, 0, 0, 0, 0, 0, 0);
    }
    case R_DATETIME2: {
        const ks_column_cell__cell_datetime2_t *d = &u.cell_datetime2;
        int64_t micro = micro_of(d->has_fraction ? d->fraction : 0, c->fsp);
        int64_t y = d->year_month / 13, m = d->year_month % 13;
        if (!(valid_date(y, m, d->day) && valid_time(d->hour, d->minute, d->second, micro)))
            return sql_by_python(t, i, c, b, &u);
        return put_when(b, '\'', ' ', y, m, d->day, 1, d->hour, d->minute, d->second, micro, 0);
    }
    case R_TIMESTAMP2: {
        const ks_column_cell__cell_timestamp2_t *s = &u.cell_timestamp2;
        int64_t micro = micro_of(s->has_fraction ? s->fraction : 0, c->fsp);
        if ((s->seconds == 0 && micro == 0) || micro > 999999) return sql_by_python(t, i, c, b, &u);
        int y, m, d;
        civil_from_days(s->seconds / 86400, &y, &m, &d);
        int64_t rem = s->seconds % 86400;
        return put_when(b, '\'', ' ', y, m, d, 1, rem / 3600, rem / 60 % 60, rem % 60, micro, 0);
    }
    case R_TIME:
    case R_TIME2: {
        int64_t micro;
        if (time_micro(c, &u, &micro) < 0) return -1;
        return put_clock(b, '\'', micro);
    }
    case R_DATETIME: {
        int64_t v[6];
        if (!old_datetime(u.cell_datetime.packed, v)) return sql_by_python(t, i, c, b, &u);
        return put_when(b, '\'', ' ', v[0], v[1], v[2], 1, v[3], v[4], v[5], 0, 0);
    }
    case R_TIMESTAMP: {
        int64_t secs = u.cell_timestamp.seconds;
        if (secs == 0) return sql_by_python(t, i, c, b, &u);
        int y, m, d;
        civil_from_days(secs / 86400, &y, &m, &d);
        int64_t rem = secs % 86400;
        return put_when(b, '\'', ' ', y, m, d, 1, rem / 3600, rem / 60 % 60, rem % 60, 0, 0);
    }
    case R_DECIMAL: {
        const ks_column_cell__cell_decimal_t *d = &u.cell_decimal;
        char text[512];
        int len = decimal_digits(d->raw.p, d->raw.len, d->precision, d->scale, text, sizeof text);
        if (len < 0) return sql_by_python(t, i, c, b, &u);
        return buf_put(b, text, len);
    }
    case R_BIT: {
        const ks_bytes *raw = &u.cell_fixed.raw;
        if (raw->len > 8) return sql_by_python(t, i, c, b, &u);
        uint64_t v = be_upto8(raw->p, (int)raw->len);
        char bits[68];
        int k = 0;
        bits[k++] = 'b'; bits[k++] = '\'';
        int top = 63;
        while (top > 0 && !(v >> top & 1)) top--;
        for (int bit = top; bit >= 0; bit--) bits[k++] = (char)('0' + (v >> bit & 1));
        bits[k++] = '\'';
        return buf_put(b, bits, k);
    }
    case R_TEXT: return sql_text(t, i, c, b, &u, u.cell_var.raw.p, u.cell_var.raw.len);
    case R_CHAR:
    case R_CHAR_BINARY: {
        if (u.cell_string.value.which != 1) { mismatch("CHAR cell of another real type"); return -1; }
        const ks_bytes *raw = &u.cell_string.value.cell_var.raw;
        if (c->rule == R_CHAR) return sql_text(t, i, c, b, &u, raw->p, raw->len);
        if (sql_hex(b, raw->p, raw->len) < 0) return -1;
        if (raw->len >= c->max_length) return 0;
        b->len--;  /* the padding's zero bytes before the closing quote */
        for (int64_t k = raw->len; k < c->max_length; k++)
            if (PUT_LIT(b, "00") < 0) return -1;
        return put_c(b, '\'');
    }
    case R_ENUM:
    case R_SET: {
        uint64_t v;
        int r = member_bits(c, &u.cell_string, &v);
        if (r) return r < 0 ? -1 : sql_by_python(t, i, c, b, &u);
        if (c->rule == R_ENUM) {
            Py_ssize_t k = enum_label(c, v);
            if (k == ENUM_NUMBER) return put_u64(b, v);
            if (k == ENUM_EMPTY) return PUT_LIT(b, "''");
            PyObject *l = PyTuple_GET_ITEM(c->label_bytes, k);
            return sql_quoted(b, (const uint8_t *)PyBytes_AS_STRING(l), PyBytes_GET_SIZE(l));
        }
        if (c->labels == Py_None) return put_u64(b, v);
        if (put_c(b, '\'') < 0) return -1;
        Py_ssize_t k = 0;
        int first = 1;
        for (PyObject *l; (l = set_member(c, v, &k)); first = 0)
            if ((!first && put_c(b, ',') < 0) || sql_escaped(b, (const uint8_t *)PyBytes_AS_STRING(l), PyBytes_GET_SIZE(l)) < 0)
                return -1;
        return put_c(b, '\'');
    }
    default: return sql_by_python(t, i, c, b, &u);
    }
}

static int sql_literal(SqlTable *t, int i, Buf *b, const SqlCell *cell) {
    if (cell->state == 1) return PUT_LIT(b, "NULL");
    return sql_value(t, i, b, cell->p, cell->n);
}

/* whether the values of column i in two images are the same (sql._same: of one type and equal) */
static int sql_same(SqlTable *t, int i, const SqlCell *a, const SqlCell *b) {
    if (a->state != b->state) return 0;
    if (a->state == 1) return 1;
    ColSpec *c = &t->layout->cols[i];
    ks_cell_any ua, ub;
    if (c->rule == R_FLOAT || c->rule == R_DOUBLE) {  /* (0.0 and -0.0 are the same; NaN is not) */
        if (ks_cell_read_any(c->cell, a->p, a->n, c->args, &ua) < 0 || ks_cell_read_any(c->cell, b->p, b->n, c->args, &ub) < 0) {
            mismatch("cell does not fit its type");
            return -1;
        }
        if (c->rule == R_FLOAT)
            return ua.cell_float.has_value && ub.cell_float.has_value ? ua.cell_float.value == ub.cell_float.value
                                                                      : (mismatch("FLOAT of an unusual size"), -1);
        return ua.cell_double.has_value && ub.cell_double.has_value ? ua.cell_double.value == ub.cell_double.value
                                                                    : (mismatch("DOUBLE of an unusual size"), -1);
    }
    if (a->n == b->n && memcmp(a->p, b->p, (size_t)a->n) == 0) return 1;
    /* other bytes: another value, where the rule gives each value from one cell only */
    int injective = c->rule == R_INT_S || c->rule == R_INT_U || c->rule == R_YEAR || c->rule == R_ENUM
                    || ((c->rule == R_TEXT || c->rule == R_CHAR) && (c->text_mode == T_BYTES || c->text_mode == T_UTF8));
    if (injective && t->native[i]) return 0;
    if (ks_cell_read_any(c->cell, a->p, a->n, c->args, &ua) < 0 || ks_cell_read_any(c->cell, b->p, b->n, c->args, &ub) < 0) {
        mismatch("cell does not fit its type");
        return -1;
    }
    PyObject *va = py_value(c, &ua), *vb = va ? py_value(c, &ub) : NULL;
    int r = -1;
    if (va && vb) r = Py_TYPE(va) == Py_TYPE(vb) ? PyObject_RichCompareBool(va, vb, Py_EQ) : 0;
    Py_XDECREF(va); Py_XDECREF(vb);
    return r;
}

/* ------------------------------------------------------------------ statements */

/* one row image into cells[] (absent, NULL or its bytes): the row walk's M_CELLS */
static int sql_image(LayoutObject *L, const uint8_t *buf, int64_t *pos, int64_t end, const uint8_t *present,
                     int ncols, int npresent, SqlCell *cells) {
    return image(L, buf, pos, end, present, ncols, npresent, M_CELLS, &(Sink){.cells = cells});
}

/* a row the writer leaves to sql.py (which gives its statements or its error) */
static int sql_declined(const char *why) {
    PyErr_SetString(Mismatch, why);
    return -1;
}

static int sql_insert(SqlTable *t, Buf *b, const SqlCell *img) {
    int all = 1;
    for (int i = 0; i < t->ncols && all; i++) all = img[i].state != 0;
    if (all ? buf_put(b, t->insert_all.p, t->insert_all.len) < 0 : sql_insert_head(t, b, img) < 0) return -1;
    int first = 1;
    for (int i = 0; i < t->ncols; i++) {
        if (!img[i].state) continue;
        if (!first && PUT_LIT(b, ", ") < 0) return -1;
        first = 0;
        if (sql_literal(t, i, b, &img[i]) < 0) return -1;
    }
    return PUT_LIT(b, ");\n");
}

/* " WHERE ...[ LIMIT 1];\n" of the row `img` names (sql._Writer._where) */
static int sql_where(SqlTable *t, Buf *b, const SqlCell *img, int opts) {
    int use_key = t->nkey > 0 && !(opts & SQL_FULL_COLUMNS);
    for (int k = 0; use_key && k < t->nkey; k++)
        if (!img[t->key[k]].state) use_key = 0;
    if (PUT_LIT(b, " WHERE ") < 0) return -1;
    int parts = 0;
    int n = use_key ? t->nkey : t->ncols;
    for (int k = 0; k < n; k++) {
        int i = use_key ? t->key[k] : k;
        if (!img[i].state) continue;
        if (parts++ && PUT_LIT(b, " AND ") < 0) return -1;
        if (buf_put(b, PyBytes_AS_STRING(t->qnames[i]), PyBytes_GET_SIZE(t->qnames[i])) < 0) return -1;
        if (img[i].state == 1 ? PUT_LIT(b, " IS NULL") < 0 : put_c(b, '=') < 0 || sql_value(t, i, b, img[i].p, img[i].n) < 0)
            return -1;
    }
    if (!parts) return sql_declined("the row image names no column to find the row by");
    return use_key ? PUT_LIT(b, ";\n") : PUT_LIT(b, " LIMIT 1;\n");
}

static int sql_delete(SqlTable *t, Buf *b, const SqlCell *img, int opts) {
    if (PUT_LIT(b, "DELETE FROM ") < 0 || buf_put(b, PyBytes_AS_STRING(t->name), PyBytes_GET_SIZE(t->name)) < 0)
        return -1;
    return sql_where(t, b, img, opts);
}

/* UPDATE from the row `old` names to the values of `new` (nothing when no column changes) */
static int sql_update(SqlTable *t, Buf *b, const SqlCell *old, const SqlCell *new, int opts) {
    Py_ssize_t held = b->len;
    if (PUT_LIT(b, "UPDATE ") < 0 || buf_put(b, PyBytes_AS_STRING(t->name), PyBytes_GET_SIZE(t->name)) < 0
        || PUT_LIT(b, " SET ") < 0)
        return -1;
    int sets = 0;
    for (int i = 0; i < t->ncols; i++) {
        if (!new[i].state) continue;
        if ((opts & SQL_CHANGED_ONLY) && old[i].state) {
            int same = sql_same(t, i, &old[i], &new[i]);
            if (same < 0) return -1;
            if (same) continue;
        }
        if (sets++ && PUT_LIT(b, ", ") < 0) return -1;
        if (buf_put(b, PyBytes_AS_STRING(t->qnames[i]), PyBytes_GET_SIZE(t->qnames[i])) < 0 || put_c(b, '=') < 0
            || sql_literal(t, i, b, &new[i]) < 0)
            return -1;
    }
    if (!sets) { b->len = held; return 0; }
    return sql_where(t, b, old, opts);
}

/* the statements of one rows event's rows (row images from start to end of buf), appended to b:
 * the number of rows, or -1 with an error set (b may hold some of them then) */
static int sql_rows(SqlTable *t, const uint8_t *buf, int64_t start, int64_t end, int is_write, int is_delete,
                    int num_columns, const uint8_t *pf, const uint8_t *pa, int np, int npa, int opts, Buf *b) {
    if (num_columns != t->ncols) return sql_declined("an event of fewer columns than its table map");
    SqlCell small[2 * 64], *cells = num_columns <= 64 ? small : PyMem_Malloc(sizeof(SqlCell) * 2 * (size_t)num_columns);
    if (!cells) { PyErr_NoMemory(); return -1; }
    SqlCell *before = cells, *after = cells + num_columns;
    int flashback = opts & SQL_FLASHBACK, ret = -1, rows = 0;
    int64_t pos = start;
    for (; pos < end; rows++) {
        if (!is_write && sql_image(t->layout, buf, &pos, end, pf, num_columns, np, before) < 0) goto done;
        if (!is_delete && sql_image(t->layout, buf, &pos, end, pa, num_columns, npa, after) < 0) goto done;
        int r;
        if (is_write) r = flashback ? sql_delete(t, b, after, opts) : sql_insert(t, b, after);
        else if (is_delete) {
            if (flashback && np < num_columns) { sql_declined("the deleted row lacks columns"); goto done; }
            r = flashback ? sql_insert(t, b, before) : sql_delete(t, b, before, opts);
        } else if (!flashback) r = sql_update(t, b, before, after, opts);
        else {
            if (!(opts & SQL_CHANGED_ONLY) ? np < num_columns : 0) { sql_declined("the row before lacks columns"); goto done; }
            if (opts & SQL_CHANGED_ONLY)
                for (int i = 0; i < num_columns; i++)
                    if (after[i].state && !before[i].state) { sql_declined("the row before lacks columns"); goto done; }
            r = sql_update(t, b, after, before, opts);
        }
        if (r < 0) goto done;
    }
    if (pos != end) { mismatch("rows overrun the event"); goto done; }
    ret = rows;
done:
    if (cells != small) PyMem_Free(cells);
    return ret;
}

static SqlTable *sql_table_of(PyObject *capsule) {
    return PyCapsule_GetPointer(capsule, SQL_CAPSULE);
}

/* sql(data, start, end, is_write, is_delete, num_columns, present, present_after, table, opts) ->
 * bytes: the statements of one rows event, a line each (see sql_rows); `table`: sql_table()'s */
static PyObject *Layout_sql(LayoutObject *self, PyObject *args) {
    RowsCall r = {0};
    PyObject *capsule;
    int opts;
    if (!PyArg_ParseTuple(args, ROWS_CALL "Oi", ROWS_CALL_ARGS(r), &capsule, &opts)) return NULL;
    PyObject *out = NULL;
    Buf b = {0};
    SqlTable *t = sql_table_of(capsule);
    if (!t) goto done;
    if (t->layout != self) { PyErr_SetString(PyExc_ValueError, "sql: another layout's table"); goto done; }
    if (rows_call_ready(&r, self->ncols, 0) < 0) goto done;
    if (sql_rows(t, r.view.buf, r.start, r.end, r.is_write, r.is_delete, r.num_columns, r.pf, r.pa, r.np, r.npa, opts,
                 &b) < 0)
        goto done;
    out = PyBytes_FromStringAndSize(b.p ? b.p : "", b.len);
done:
    buf_free(&b);
    rows_call_release(&r);
    return out;
}

/* ------------------------------------------------------------------ the run: transactions in C */

/* the transaction the statements go into, as sql.sql_script's state: its key (its start, or the
 * event's position where none is known), GTID, time, and whether its header is written */
typedef struct {
    int has;
    long long key;
    PyObject *gtid;  /* a reference */
    long long time;
    int open;
} SqlTrx;

/* "-- FILE:POS GTID g at YYYY-MM-DD HH:MM:SS UTC (t)\n" (sql._header) */
static int sql_header(Buf *b, const char *file, Py_ssize_t nfile, const SqlTrx *x) {
    if (PUT_LIT(b, "-- ") < 0 || buf_put(b, file, nfile) < 0 || put_c(b, ':') < 0 || put_i64(b, x->key) < 0
        || PUT_LIT(b, " GTID ") < 0)
        return -1;
    if (x->gtid == Py_None) { if (PUT_LIT(b, "(none)") < 0) return -1; }
    else {
        Py_ssize_t n;
        const char *g = PyUnicode_AsUTF8AndSize(x->gtid, &n);
        if (!g) return -1;
        if (buf_put(b, g, n) < 0) return -1;
    }
    int y, m, d;
    civil_from_days(x->time / 86400, &y, &m, &d);
    int64_t rem = x->time % 86400;
    if (PUT_LIT(b, " at ") < 0) return -1;
    if (put_when(b, 0, ' ', y, m, d, 1, rem / 3600, rem / 60 % 60, rem % 60, 0, 0) < 0) return -1;
    if (PUT_LIT(b, " UTC (") < 0 || put_i64(b, x->time) < 0) return -1;
    return PUT_LIT(b, ")\n");
}

/* a mark for the flashback's spill (kind 0: a transaction's header at a, its statements from b;
 * kind 1: its end at a) */
static int sql_mark(Buf *marks, long long kind, long long a, long long b) {
    long long v[3] = {kind, a, b};
    return buf_put(marks, v, sizeof v);
}

static int sql_close(SqlTrx *x, Buf *b, Buf *marks, int flashback) {
    if (x->has && x->open) {
        if (flashback ? sql_mark(marks, 1, b->len, 0) < 0 : PUT_LIT(b, "COMMIT;\n") < 0) return -1;
    }
    x->has = 0;
    x->open = 0;
    return 0;
}

/* sql_run(RUN_ARGS..., file name (bytes), {Layout: sql_table()}, opts, (key or None, open, gtid,
 * time), max_bytes) -> (consumed, events, need, text, marks, the transaction's state): the rows
 * events a run takes (run_next: across transactions, into the other tables' events), each one's
 * statements written as sql_script writes them, each transaction's framed: in redo a header and
 * BEGIN; before its first statement and COMMIT; when the next begins (a new key); with
 * SQL_FLASHBACK the header and statements only, and `marks` (int64 triples, sql_mark) saying
 * where each transaction begins and ends, for the spill. An event of an op `opts` leaves out
 * (--sql-type) is taken and writes nothing, as in sql_script's take(); one of a table with no spec
 * (sql.py has written none of its changes yet), or whose rows the writer leaves to sql.py, stops
 * the run before it. */
static PyObject *Layout_sql_run(LayoutObject *self, PyObject *args) {
    Run r = {0};
    long long max_bytes;
    PyObject *specs, *state, *out = NULL;
    const char *file;
    Py_ssize_t nfile;
    int opts;
    Buf b = {0}, marks = {0};
    SqlTrx x = {0};
    if (!PyArg_ParseTuple(args, RUN_ARGS "y#O!iO!L", &r.view, &r.file_pos, &r.room, &r.table_id, &r.len_header,
                          &r.len_checksum, &r.post, &r.check_log_pos, &r.cross, &file, &nfile, &PyDict_Type, &specs,
                          &opts, &PyTuple_Type, &state, &max_bytes)
        || run_start(&r, self, Py_None, Py_None) < 0)
        goto done;
    if (PyTuple_GET_SIZE(state) != 4) { PyErr_SetString(PyExc_TypeError, "sql_run: state (key, open, gtid, time)"); goto done; }
    x.has = PyTuple_GET_ITEM(state, 0) != Py_None;
    if (x.has) {
        x.key = PyLong_AsLongLong(PyTuple_GET_ITEM(state, 0));
        x.open = PyObject_IsTrue(PyTuple_GET_ITEM(state, 1));
        x.time = PyLong_AsLongLong(PyTuple_GET_ITEM(state, 3));
        if (PyErr_Occurred()) goto done;
    }
    x.gtid = PyTuple_GET_ITEM(state, 2);
    Py_INCREF(x.gtid);
    int flashback = opts & SQL_FLASHBACK;
    LayoutObject *last_layout = NULL;
    SqlTable *last = NULL;
    while (b.len < max_bytes) {
        RunEvent ev;
        int taken = run_next(&r, &ev);
        if (taken < 0) goto done;
        if (!taken) break;
        const ks_rows_event_t *h = &ev.h;
        int op = op_index(h);
        SqlTable *t = last;
        if (ev.layout != last_layout) {
            PyObject *capsule = PyDict_GetItemWithError(specs, (PyObject *)ev.layout);
            if (!capsule) {
                if (PyErr_Occurred()) goto done;
                r.need = -1;  /* (sql.py writes it, and makes its table's spec) */
                break;
            }
            if (!(t = sql_table_of(capsule))) goto done;
            last = t;
            last_layout = ev.layout;
        }
        if (!(opts >> (SQL_OPS_SHIFT + op) & 1) || ev.start >= ev.end) { run_took(&r, &ev); continue; }
        long long key = r.has_trx ? r.trx_pos : r.file_pos + r.at;
        Py_ssize_t held = b.len, marks_held = marks.len;
        SqlTrx was = x;
        Py_INCREF(was.gtid);
        int failed = 0;
        if (!x.has || x.key != key) {
            failed = sql_close(&x, &b, &marks, flashback) < 0;
            x.has = 1;
            x.key = key;
            Py_INCREF(r.gtid);
            Py_SETREF(x.gtid, r.gtid);
            x.time = le32(ev.e);
        }
        Py_ssize_t head = b.len, body = b.len;
        if (!failed && !x.open) {
            failed = sql_header(&b, file, nfile, &x) < 0 || (!flashback && PUT_LIT(&b, "BEGIN;\n") < 0);
            body = b.len;
        }
        if (!failed)
            failed = sql_rows(t, ev.rows_buf, ev.start, ev.end, (int)h->is_write, (int)h->is_delete, ev.ncols, r.pf, r.pa,
                              ev.np, ev.npa, opts, &b) < 0;
        if (failed) {
            Py_DECREF(x.gtid);
            x = was;  /* (its gtid's reference with it) */
            b.len = held;
            marks.len = marks_held;
            if (!run_refuse(&r, PyExc_Exception)) goto done;
            break;
        }
        Py_DECREF(was.gtid);
        if (!x.open) {
            if (b.len == body) b.len = head;  /* no statement: no header yet */
            else {
                x.open = 1;
                if (flashback && sql_mark(&marks, 0, head, body) < 0) goto done;
            }
        }
        run_took(&r, &ev);
    }
    if (run_commit(&r) < 0) goto done;
    PyObject *key = x.has ? PyLong_FromLongLong(x.key) : (Py_INCREF(Py_None), Py_None);
    if (!key) goto done;
    out = Py_BuildValue("LLLy#y#(NOOL)", (long long)r.at, (long long)r.events, (long long)r.need, b.p ? b.p : "",
                        (Py_ssize_t)b.len, marks.p ? marks.p : "", (Py_ssize_t)marks.len, key,
                        x.open ? Py_True : Py_False, x.gtid, x.time);
done:
    Py_XDECREF(x.gtid);
    buf_free(&b);
    buf_free(&marks);
    run_end(&r);
    return out;
}

/* The lines of `b` (each ending in '\n') as str, decoded as sql.py decodes them (UTF-8,
 * surrogateescape), into lines[0..n): n, or -1 with an error set (the references made so far
 * released; Mismatch where `b` has other than n lines) */
static int sql_lines(const Buf *b, PyObject **lines, int n) {
    Py_ssize_t at = 0;
    int k = 0;
    for (; at < b->len; k++) {
        const char *nl = memchr(b->p + at, '\n', (size_t)(b->len - at));
        if (!nl || k == n) { mismatch("statements of another shape than one a row"); goto fail; }
        Py_ssize_t len = nl - (b->p + at);
        if (!(lines[k] = PyUnicode_DecodeUTF8(b->p + at, len, "surrogateescape"))) goto fail;
        at += len + 1;
    }
    if (k == n) return n;
    mismatch("statements of another shape than one a row");
fail:
    while (k > 0) Py_DECREF(lines[--k]);
    return -1;
}

/* The rows of one rows event as sql.change_statements gives them appended to `out`: a tuple of
 * sql.STATEMENT_FIELDS a row, `meta` (file, trx_pos, pos, gtid, timestamp, db, table, op) around
 * its index, its redo statement and its undo one (the flashback's), each written by sql_rows with
 * `opts` (without SQL_FLASHBACK: the flags of both). 0, or -1 with an error set: Mismatch where
 * the writer leaves the rows to sql.py or a row has no statement or more than one (nothing is
 * appended then). */
static int statement_rows(SqlTable *t, const uint8_t *e, int64_t start, int64_t end, int is_write, int is_delete,
                          int ncols, const uint8_t *pf, const uint8_t *pa, int np, int npa, int opts, PyObject *meta,
                          PyObject *out) {
    Buf redo = {0}, undo = {0};
    PyObject **lines = NULL;
    int ret = -1, n = -1, m = -1;
    opts &= ~SQL_FLASHBACK;
    int rows = sql_rows(t, e, start, end, is_write, is_delete, ncols, pf, pa, np, npa, opts, &redo);
    if (rows < 0 || sql_rows(t, e, start, end, is_write, is_delete, ncols, pf, pa, np, npa, opts | SQL_FLASHBACK,
                             &undo) < 0)
        goto done;
    if (!(lines = PyMem_Malloc(sizeof(PyObject *) * 2 * (size_t)(rows ? rows : 1)))) { PyErr_NoMemory(); goto done; }
    if ((n = sql_lines(&redo, lines, rows)) < 0 || (m = sql_lines(&undo, lines + rows, rows)) < 0) goto done;
    Py_ssize_t held = PyList_GET_SIZE(out);
    for (int i = 0; i < rows; i++) {
        /* (N: each line's reference goes to its row, or is released with it) */
        PyObject *row = Py_BuildValue("(OOOiOOOOONNO)", PyTuple_GET_ITEM(meta, 0), PyTuple_GET_ITEM(meta, 1),
                                      PyTuple_GET_ITEM(meta, 2), i, PyTuple_GET_ITEM(meta, 3), PyTuple_GET_ITEM(meta, 4),
                                      PyTuple_GET_ITEM(meta, 5), PyTuple_GET_ITEM(meta, 6), PyTuple_GET_ITEM(meta, 7),
                                      lines[i], lines[rows + i], Py_None);
        lines[i] = lines[rows + i] = NULL;
        int failed = !row || PyList_Append(out, row) < 0;
        Py_XDECREF(row);
        if (failed) {
            for (int j = i + 1; j < rows; j++) { Py_DECREF(lines[j]); Py_DECREF(lines[rows + j]); }
            PyList_SetSlice(out, held, PyList_GET_SIZE(out), NULL);
            n = m = -1;
            goto done;
        }
    }
    ret = 0;
done:
    if (ret < 0 && m < 0 && n > 0)  /* (the redo lines made before the undo's failed) */
        for (int i = 0; i < n; i++) Py_DECREF(lines[i]);
    PyMem_Free(lines);
    buf_free(&redo);
    buf_free(&undo);
    return ret;
}

static int statement_meta(PyObject *meta) {
    if (PyTuple_Check(meta) && PyTuple_GET_SIZE(meta) == 8) return 0;
    PyErr_SetString(PyExc_TypeError, "meta: (file, trx_pos, pos, gtid, timestamp, db, table, op)");
    return -1;
}

/* statements(data, start, end, is_write, is_delete, num_columns, present, present_after, table,
 * opts, meta) -> [row]: the rows of one rows event as statement_rows gives them */
static PyObject *Layout_statements(LayoutObject *self, PyObject *args) {
    RowsCall r = {0};
    PyObject *capsule, *meta, *out = NULL;
    int opts;
    if (!PyArg_ParseTuple(args, ROWS_CALL "OiO", ROWS_CALL_ARGS(r), &capsule, &opts, &meta)) return NULL;
    SqlTable *t = sql_table_of(capsule);
    if (!t || statement_meta(meta) < 0) goto done;
    if (t->layout != self) { PyErr_SetString(PyExc_ValueError, "statements: another layout's table"); goto done; }
    if (rows_call_ready(&r, self->ncols, 0) < 0 || !(out = PyList_New(0))) goto done;
    if (statement_rows(t, r.view.buf, r.start, r.end, r.is_write, r.is_delete, r.num_columns, r.pf, r.pa, r.np, r.npa,
                       opts, meta, out) < 0)
        Py_CLEAR(out);
done:
    rows_call_release(&r);
    return out;
}

/* statements_run(RUN_ARGS..., (file, db, table), {Layout: sql_table()}, opts, max_rows) ->
 * (consumed, events, need, rows): the rows events a run takes (run_next, as sql_run's), their
 * rows as statement_rows gives them, each with its event's place, time and table and the
 * transaction state in force there. An event of a table with no spec, or whose rows
 * statement_rows leaves to sql.py, stops the run before it. */
static PyObject *Layout_statements_run(LayoutObject *self, PyObject *args) {
    Run r = {0};
    long long max_rows;
    PyObject *names, *specs, *out = NULL, *rows = NULL, *ops[3] = {0};
    int opts;
    if (!PyArg_ParseTuple(args, RUN_ARGS "O!O!iL", &r.view, &r.file_pos, &r.room, &r.table_id, &r.len_header,
                          &r.len_checksum, &r.post, &r.check_log_pos, &r.cross, &PyTuple_Type, &names, &PyDict_Type,
                          &specs, &opts, &max_rows)
        || run_start(&r, self, Py_None, Py_None) < 0)
        goto done;
    if (PyTuple_GET_SIZE(names) != 3) { PyErr_SetString(PyExc_TypeError, "statements_run: (file, db, table)"); goto done; }
    for (int k = 0; k < 3; k++)
        if (!(ops[k] = PyUnicode_FromString(OP_NAMES[k]))) goto done;
    if (!(rows = PyList_New(0))) goto done;
    while (PyList_GET_SIZE(rows) < max_rows) {
        RunEvent ev;
        int taken = run_next(&r, &ev);
        if (taken < 0) goto done;
        if (!taken) break;
        const ks_rows_event_t *h = &ev.h;
        if (ev.start >= ev.end) { run_took(&r, &ev); continue; }
        PyObject *capsule = PyDict_GetItemWithError(specs, (PyObject *)ev.layout);
        if (!capsule) {
            if (PyErr_Occurred()) goto done;
            r.need = -1;  /* (sql.py writes it, and makes its table's spec) */
            break;
        }
        SqlTable *t = sql_table_of(capsule);
        if (!t) goto done;
        if (ev.table && (!PyTuple_Check(ev.table) || PyTuple_GET_SIZE(ev.table) != 3)) {
            PyErr_SetString(PyExc_TypeError, "others: (db, table, columns)");
            goto done;
        }
        PyObject *own = ev.table ? ev.table : names;
        int k = ev.table ? 0 : 1;
        PyObject *meta = Py_BuildValue("(ONLOLOOO)", PyTuple_GET_ITEM(names, 0),
                                       r.has_trx ? PyLong_FromLongLong(r.trx_pos) : (Py_INCREF(Py_None), Py_None),
                                       (long long)(r.file_pos + r.at), r.gtid, (long long)le32(ev.e),
                                       PyTuple_GET_ITEM(own, k), PyTuple_GET_ITEM(own, k + 1), ops[op_index(h)]);
        if (!meta) goto done;
        int failed = statement_rows(t, ev.rows_buf, ev.start, ev.end, (int)h->is_write, (int)h->is_delete, ev.ncols, r.pf,
                                    r.pa, ev.np, ev.npa, opts, meta, rows) < 0;
        Py_DECREF(meta);
        if (failed) {
            if (!run_refuse(&r, PyExc_Exception)) goto done;
            break;
        }
        run_took(&r, &ev);
    }
    if (run_commit(&r) < 0) goto done;
    out = Py_BuildValue("LLLO", (long long)r.at, (long long)r.events, (long long)r.need, rows);
done:
    for (int k = 0; k < 3; k++) Py_XDECREF(ops[k]);
    Py_XDECREF(rows);
    run_end(&r);
    return out;
}
