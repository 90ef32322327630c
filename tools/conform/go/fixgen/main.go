// fixgen mends the Go code kaitai-struct-compiler 0.11 makes from formats/kaitai so that it
// builds and so that the conformance driver (../conform.go) can dump it (formats/README.md,
// "Conformance in other languages"):
//
//	fixgen [-v] DIR PACKAGE
//
// rewrites every .go file of DIR in place:
//
//   - a `package PACKAGE` clause (the compiler writes none unless --go-package is given);
//   - integer conversions the compiler leaves out. The package is type-checked (go/types) and
//     every expression where integer types meet without a conversion is mended: the operands of
//     a binary operation of two integer types get the wider one (a signed one when signed and
//     unsigned meet, int64 unless the signed one is wider), and a value assigned, passed or
//     returned where another integer type is wanted is converted to it. A widening conversion is
//     pushed down to the leaves of arithmetic (`int(a) | int(b) << 4`, not `int(a | b << 4)`),
//     so that no arithmetic is done in the narrower type: Kaitai's expression language has no
//     overflow. One to a type as narrow stays at the top (`int64(v / 2)`), where it is the same
//     for + - * and keeps unsigned division exact. -v lists the places where a uint64 goes into
//     a signed type (exact below 2**63 only);
//     An untyped constant that does not fit the other operand's type widens that operand to
//     int64. A struct field of type int that is assigned a uint64 (a seq field whose type
//     switches between u1..u8) becomes a uint64, so that its values keep every bit;
//   - `return nil, err` in a method that returns an enum (an integer type) returns its zero value;
//   - presence: every struct gets `Present_ map[string]bool` and every assignment to a field of
//     the struct in its methods records the field's name there (a loop that appends to a field
//     records it before the loop, so an empty list is present too). The compiler leaves the zero
//     value in a field whose `if` was false; the driver omits a field that was never assigned,
//     as the other languages' null does;
//   - a `size` field whose type switches gets the bytes in the default case (the compiler sets
//     only its _raw_ copy there);
//   - an instance called on a nil struct returns its zero value (and no error): the compiler
//     computes both operands of `and`/`or` before the condition, so `if: has_x and x.v != 0`
//     calls x's instance v when x (a conditional field) was not read;
//   - strings: a `str` field is converted with string(), which keeps bytes that are no UTF-8
//     where the other languages' runtimes refuse them (Python: UnicodeDecodeError); the parse
//     now fails there too, with the StrError checkUTF8_ gives;
//   - a `repeat: eos` loop whose items take no bytes would never end: each gets a guard
//     (eosGuard_) that stops it with a StuckError after 64 items that leave the stream where it
//     was, as binlogspec's Python GuardedStream does;
//   - zz_registry.go: Constructors, the New* function of every type by its Go name (Go cannot
//     look a function up by name at run time).
//
// The rewriting is repeated until the package type-checks (at most 30 rounds); what cannot be
// mended is reported with go/types' error and fixgen exits 1.
package main

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/constant"
	"go/format"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

type pkg struct {
	dir   string
	name  string
	fset  *token.FileSet
	files map[string]*ast.File
	info  *types.Info
	tpkg  *types.Package
	errs  []types.Error

	localDecl map[*types.Var]*ast.ValueSpec
	imp       types.Importer
	signed    []string // uint64 values converted to a signed type
}

func load(dir, name string) (*pkg, error) {
	p := &pkg{dir: dir, name: name, fset: token.NewFileSet(), files: map[string]*ast.File{}}
	paths, _ := filepath.Glob(filepath.Join(dir, "*.go"))
	for _, path := range paths {
		f, err := parser.ParseFile(p.fset, path, nil, parser.ParseComments)
		if err != nil {
			return nil, err
		}
		p.files[path] = f
	}
	return p, nil
}

func (p *pkg) sortedFiles() []*ast.File {
	names := make([]string, 0, len(p.files))
	for n := range p.files {
		names = append(names, n)
	}
	sort.Strings(names)
	out := make([]*ast.File, len(names))
	for i, n := range names {
		out[i] = p.files[n]
	}
	return out
}

func (p *pkg) check() {
	p.errs = nil
	p.info = &types.Info{Types: map[ast.Expr]types.TypeAndValue{}, Defs: map[*ast.Ident]types.Object{},
		Uses: map[*ast.Ident]types.Object{}, Selections: map[*ast.SelectorExpr]*types.Selection{}}
	if p.imp == nil {
		p.imp = importer.ForCompiler(p.fset, "source", nil) // one for every round: it keeps what it read
	}
	conf := types.Config{Importer: p.imp, Error: func(err error) {
		if te, ok := err.(types.Error); ok {
			p.errs = append(p.errs, te)
		}
	}}
	p.tpkg, _ = conf.Check(p.name, p.fset, p.sortedFiles(), p.info)
}

func (p *pkg) write() error {
	for path, f := range p.files {
		// only the header comment stays: the statements fixgen adds have no position, and the
		// printer would put the compiler's doc comments among them
		var kept []*ast.CommentGroup
		for _, c := range f.Comments {
			if c.End() < f.Package {
				kept = append(kept, c)
			}
		}
		f.Comments = kept
		ast.Inspect(f, func(n ast.Node) bool {
			switch d := n.(type) {
			case *ast.FuncDecl:
				d.Doc = nil
			case *ast.GenDecl:
				d.Doc = nil
			case *ast.Field:
				d.Doc, d.Comment = nil, nil
			case *ast.TypeSpec:
				d.Doc, d.Comment = nil, nil
			case *ast.ValueSpec:
				d.Doc, d.Comment = nil, nil
			}
			return true
		})
		var b bytes.Buffer
		if err := format.Node(&b, p.fset, f); err != nil {
			return fmt.Errorf("%s: %v", path, err)
		}
		if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// ---------------------------------------------------------------- integer types

func basicInt(t types.Type) *types.Basic {
	if t == nil {
		return nil
	}
	b, ok := t.Underlying().(*types.Basic)
	if !ok || b.Info()&types.IsInteger == 0 || b.Info()&types.IsUntyped != 0 {
		return nil
	}
	return b
}

func size(b *types.Basic) int {
	switch b.Kind() {
	case types.Int8, types.Uint8:
		return 1
	case types.Int16, types.Uint16:
		return 2
	case types.Int32, types.Uint32:
		return 4
	}
	return 8
}

func unsigned(b *types.Basic) bool { return b.Info()&types.IsUnsigned != 0 }

// common: the type two mismatched integer operands are both converted to.
func common(a, b *types.Basic) *types.Basic {
	switch {
	case unsigned(a) == unsigned(b):
		if size(b) > size(a) || (size(a) == size(b) && a.Kind() == types.Int) {
			return b
		}
		return a
	case unsigned(a) && size(a) < size(b):
		return b
	case unsigned(b) && size(b) < size(a):
		return a
	}
	return types.Typ[types.Int64]
}

func (p *pkg) typeOf(e ast.Expr) types.Type {
	if tv, ok := p.info.Types[e]; ok {
		return tv.Type
	}
	return nil
}

func (p *pkg) typeName(t types.Type) string {
	return types.TypeString(t, func(other *types.Package) string {
		if other == p.tpkg {
			return ""
		}
		return other.Name()
	})
}

// widen converts e to t at its leaves (through arithmetic, parentheses and unary operators).
func (p *pkg) widen(e ast.Expr, t types.Type) ast.Expr {
	tv, ok := p.info.Types[e]
	if ok && tv.Type != nil && types.Identical(tv.Type, t) {
		return e
	}
	if _, lit := e.(*ast.BasicLit); lit && ok && tv.Value != nil {
		return e // a constant takes the type of the other operand
	}
	if ok && tv.Value != nil && tv.Type != nil {
		if b, isBasic := tv.Type.(*types.Basic); isBasic && b.Info()&types.IsUntyped != 0 {
			return e
		}
	}
	// descend only to widen: a conversion to a type as narrow (or a change of sign only) is the
	// same at the top, and there it keeps unsigned division exact (`int64(v / 2)`, not
	// `int64(v) / 2`, for a uint64 v of 2**63 or more)
	from, to := basicInt(tv.Type), basicInt(t)
	descend := from == nil || to == nil || size(to) > size(from)
	switch x := e.(type) {
	case *ast.ParenExpr:
		if !descend {
			break
		}
		x.X = p.widen(x.X, t)
		return x
	case *ast.UnaryExpr:
		if descend && (x.Op == token.SUB || x.Op == token.ADD || x.Op == token.XOR) {
			x.X = p.widen(x.X, t)
			return x
		}
	case *ast.BinaryExpr:
		if !descend {
			break
		}
		switch x.Op {
		case token.ADD, token.SUB, token.MUL, token.QUO, token.REM, token.AND, token.OR, token.XOR, token.AND_NOT:
			x.X = p.widen(x.X, t)
			x.Y = p.widen(x.Y, t)
			return x
		case token.SHL, token.SHR:
			x.X = p.widen(x.X, t)
			return x
		}
	}
	if b, w := basicInt(tv.Type), basicInt(t); b != nil && w != nil && b.Kind() == types.Uint64 && !unsigned(w) {
		// a uint64 held in a signed type: exact below 2**63 only (listed with -v)
		p.signed = append(p.signed, fmt.Sprintf("%s: %s held as %s", p.fset.Position(e.Pos()), types.ExprString(e), p.typeName(t)))
	}
	return &ast.CallExpr{Fun: ast.NewIdent(p.typeName(t)), Args: []ast.Expr{e}}
}

// mend: a value e used where type want is expected; the replacement, or nil if none is needed.
func (p *pkg) mend(e ast.Expr, want types.Type) ast.Expr {
	if want == nil {
		return nil
	}
	if id, ok := e.(*ast.Ident); ok && id.Name == "nil" {
		if basicInt(want) != nil {
			return &ast.StarExpr{X: &ast.CallExpr{Fun: ast.NewIdent("new"), Args: []ast.Expr{ast.NewIdent(p.typeName(want))}}}
		}
		return nil
	}
	have := p.typeOf(e)
	if have == nil || basicInt(have) == nil || basicInt(want) == nil || types.AssignableTo(have, want) {
		return nil
	}
	return p.widen(e, want)
}

// ---------------------------------------------------------------- one round of mending

type round struct {
	p       *pkg
	changed int
	retype  map[*types.Var]bool
	locals  map[*types.Var]types.Type // local `var tmpN T` that take a wider value: their new type
	fixed   map[ast.Node]bool         // binary expressions mended this round (their parents wait)
}

func (r *round) binary(x *ast.BinaryExpr) {
	// innermost first: an operand mended this round changes the types above it
	inner := false
	ast.Inspect(x, func(n ast.Node) bool {
		if n != x && r.fixed[n] {
			inner = true
		}
		return !inner
	})
	if inner {
		r.fixed[x] = true
		return
	}
	a, b := basicInt(r.p.typeOf(x.X)), basicInt(r.p.typeOf(x.Y))
	if x.Op == token.SHL || x.Op == token.SHR || a == nil || b == nil {
		return
	}
	if types.Identical(r.p.typeOf(x.X), r.p.typeOf(x.Y)) {
		return
	}
	t := common(a, b)
	x.X = r.p.widen(x.X, t)
	x.Y = r.p.widen(x.Y, t)
	r.fixed[x] = true
	r.changed++
}

// overflow: an untyped constant operand that does not fit the other operand's type.
func (r *round) overflow(x *ast.BinaryExpr) {
	for _, pair := range [][2]ast.Expr{{x.X, x.Y}, {x.Y, x.X}} {
		lit, other := pair[0], pair[1]
		bl, ok := lit.(*ast.BasicLit)
		if !ok || bl.Kind != token.INT {
			continue
		}
		b := basicInt(r.p.typeOf(other))
		if b == nil || size(b) == 8 {
			continue
		}
		v := constant.MakeFromLiteral(bl.Value, token.INT, 0)
		if !representable(v, b) {
			widened := r.p.widen(other, types.Typ[types.Int64])
			if pair[1] == x.X {
				x.X = widened
			} else {
				x.Y = widened
			}
			r.fixed[x] = true
			r.changed++
			return
		}
	}
}

func representable(v constant.Value, b *types.Basic) bool {
	bits := uint(size(b) * 8)
	n, exact := constant.Int64Val(v)
	if !exact {
		return false
	}
	if unsigned(b) {
		return n >= 0 && uint64(n) < uint64(1)<<bits
	}
	return n >= -(int64(1)<<(bits-1)) && n < int64(1)<<(bits-1)
}

func (r *round) assign(s *ast.AssignStmt) {
	if s.Tok != token.ASSIGN || len(s.Lhs) != len(s.Rhs) {
		return
	}
	for i, lhs := range s.Lhs {
		want := r.p.typeOf(lhs)
		have := r.p.typeOf(s.Rhs[i])
		if id, ok := lhs.(*ast.Ident); ok && want != nil && have != nil {
			// the compiler declares the temporary of a ternary with one branch's type: it takes
			// the common type of what it is assigned instead of narrowing the others
			v, isVar := r.p.info.Uses[id].(*types.Var)
			a, b := basicInt(want), basicInt(have)
			if isVar && a != nil && b != nil && !types.AssignableTo(have, want) && v.Parent() != nil &&
				v.Parent() != r.p.tpkg.Scope() && r.p.localDecl[v] != nil {
				t := types.Type(common(a, b))
				if prev := r.locals[v]; prev != nil {
					t = common(basicInt(prev), t.(*types.Basic))
				}
				if !types.Identical(t, want) {
					r.locals[v] = t
					continue
				}
			}
		}
		if sel, ok := lhs.(*ast.SelectorExpr); ok && want != nil && have != nil {
			if v, isVar := r.p.info.Uses[sel.Sel].(*types.Var); isVar && v.IsField() && v.Exported() &&
				types.Identical(v.Type(), types.Typ[types.Int]) {
				if b := basicInt(have); b != nil && b.Kind() == types.Uint64 {
					r.retype[v] = true
					continue
				}
			}
			if v, isVar := r.p.info.Uses[sel.Sel].(*types.Var); isVar && r.retype[v] {
				continue
			}
		}
		if e := r.p.mend(s.Rhs[i], want); e != nil {
			s.Rhs[i] = e
			r.changed++
		}
	}
}

func (r *round) call(c *ast.CallExpr) {
	sig, ok := r.p.typeOf(c.Fun).(*types.Signature)
	if !ok || c.Ellipsis.IsValid() {
		return
	}
	if tv := r.p.info.Types[c.Fun]; tv.IsType() || tv.IsBuiltin() {
		return
	}
	params := sig.Params()
	for i, arg := range c.Args {
		if i >= params.Len() || (sig.Variadic() && i >= params.Len()-1) {
			break
		}
		if e := r.p.mend(arg, params.At(i).Type()); e != nil {
			c.Args[i] = e
			r.changed++
		}
	}
}

func (r *round) returns(fd *ast.FuncDecl) {
	obj, ok := r.p.info.Defs[fd.Name].(*types.Func)
	if !ok || fd.Body == nil {
		return
	}
	results := obj.Type().(*types.Signature).Results()
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		switch s := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.ReturnStmt:
			if len(s.Results) == results.Len() {
				for i, e := range s.Results {
					if m := r.p.mend(e, results.At(i).Type()); m != nil {
						s.Results[i] = m
						r.changed++
					}
				}
			}
		}
		return true
	})
}

func (p *pkg) mendRound() int {
	r := &round{p: p, retype: map[*types.Var]bool{}, locals: map[*types.Var]types.Type{}, fixed: map[ast.Node]bool{}}
	p.localDecl = map[*types.Var]*ast.ValueSpec{}
	for _, f := range p.files {
		ast.Inspect(f, func(n ast.Node) bool {
			if ds, ok := n.(*ast.DeclStmt); ok {
				if gd, ok := ds.Decl.(*ast.GenDecl); ok && gd.Tok == token.VAR {
					for _, spec := range gd.Specs {
						vs := spec.(*ast.ValueSpec)
						if len(vs.Names) == 1 && vs.Type != nil {
							if v, ok := p.info.Defs[vs.Names[0]].(*types.Var); ok {
								p.localDecl[v] = vs
							}
						}
					}
				}
			}
			return true
		})
	}
	for _, f := range p.sortedFiles() {
		// post-order over binary expressions: inner ones first
		var post []*ast.BinaryExpr
		ast.Inspect(f, func(n ast.Node) bool {
			if x, ok := n.(*ast.BinaryExpr); ok {
				defer func() { post = append(post, x) }()
				ast.Inspect(x.X, func(m ast.Node) bool { return collect(m, &post) })
				ast.Inspect(x.Y, func(m ast.Node) bool { return collect(m, &post) })
				return false
			}
			return true
		})
		for _, x := range post {
			r.binary(x)
			if !r.fixed[x] {
				r.overflow(x)
			}
		}
		if r.changed > 0 {
			continue // assignments and calls are judged with this round's operand types settled
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.AssignStmt:
				r.assign(x)
			case *ast.CallExpr:
				r.call(x)
			case *ast.FuncDecl:
				r.returns(x)
			}
			return true
		})
	}
	for v, t := range r.locals {
		p.localDecl[v].Type = ast.NewIdent(p.typeName(t))
		r.changed++
	}
	// the struct fields that take uint64 values become uint64
	for _, f := range p.files {
		ast.Inspect(f, func(n ast.Node) bool {
			st, ok := n.(*ast.StructType)
			if !ok {
				return true
			}
			for _, field := range st.Fields.List {
				for _, name := range field.Names {
					if v, isVar := p.info.Defs[name].(*types.Var); isVar && r.retype[v] {
						if len(field.Names) != 1 {
							panic("a retyped field shares its declaration: " + name.Name)
						}
						field.Type = ast.NewIdent("uint64")
						r.changed++
					}
				}
			}
			return true
		})
	}
	return r.changed
}

// collect: binary expressions in post-order (helper of mendRound's walk).
func collect(n ast.Node, post *[]*ast.BinaryExpr) bool {
	x, ok := n.(*ast.BinaryExpr)
	if !ok {
		return true
	}
	ast.Inspect(x.X, func(m ast.Node) bool { return collect(m, post) })
	ast.Inspect(x.Y, func(m ast.Node) bool { return collect(m, post) })
	*post = append(*post, x)
	return false
}

// ---------------------------------------------------------------- presence and registry

func structFields(st *ast.StructType) map[string]bool {
	names := map[string]bool{}
	for _, field := range st.Fields.List {
		for _, n := range field.Names {
			names[n.Name] = true
		}
	}
	return names
}

// thisField: the name of field F when e is `this.F` and F is one of fields.
func thisField(e ast.Expr, fields map[string]bool) string {
	sel, ok := e.(*ast.SelectorExpr)
	if !ok {
		return ""
	}
	id, ok := sel.X.(*ast.Ident)
	if !ok || id.Name != "this" || !fields[sel.Sel.Name] {
		return ""
	}
	name := sel.Sel.Name
	if name == "Present_" || strings.HasPrefix(name, "_") {
		return ""
	}
	return name
}

func mark(name string) ast.Stmt {
	return &ast.ExprStmt{X: &ast.CallExpr{Fun: ast.NewIdent("markPresent_"), Args: []ast.Expr{
		&ast.UnaryExpr{Op: token.AND, X: &ast.SelectorExpr{X: ast.NewIdent("this"), Sel: ast.NewIdent("Present_")}},
		&ast.BasicLit{Kind: token.STRING, Value: fmt.Sprintf("%q", name)}}}}
}

// assigned: the fields of the statement s assigns (`this.F = ...`).
func assigned(s ast.Stmt, fields map[string]bool) []string {
	a, ok := s.(*ast.AssignStmt)
	if !ok || a.Tok != token.ASSIGN {
		return nil
	}
	var out []string
	for _, lhs := range a.Lhs {
		if name := thisField(lhs, fields); name != "" {
			out = append(out, name)
		}
	}
	return out
}

// appended: the fields a loop appends to anywhere in its body (`this.F = append(this.F, ...)`).
func appended(loop ast.Stmt, fields map[string]bool) []string {
	seen := map[string]bool{}
	var out []string
	ast.Inspect(loop, func(n ast.Node) bool {
		a, ok := n.(*ast.AssignStmt)
		if !ok || len(a.Rhs) != 1 {
			return true
		}
		c, ok := a.Rhs[0].(*ast.CallExpr)
		if !ok {
			return true
		}
		if fn, ok := c.Fun.(*ast.Ident); !ok || fn.Name != "append" {
			return true
		}
		if name := thisField(a.Lhs[0], fields); name != "" && !seen[name] {
			seen[name] = true
			out = append(out, name)
		}
		return true
	})
	return out
}

func instrument(list []ast.Stmt, fields map[string]bool) []ast.Stmt {
	var out []ast.Stmt
	for _, s := range list {
		switch s.(type) {
		case *ast.ForStmt, *ast.RangeStmt:
			for _, name := range appended(s, fields) {
				out = append(out, mark(name))
			}
		}
		out = append(out, s)
		for _, name := range assigned(s, fields) {
			out = append(out, mark(name))
		}
	}
	return out
}

// rawDefaults: a `size` field whose type switches and has no case for the value is the bytes
// themselves, but the compiler's default case only sets the field's _raw_ copy: the field gets
// the bytes too.
func (p *pkg) rawDefaults() {
	for _, f := range p.files {
		ast.Inspect(f, func(n ast.Node) bool {
			cc, ok := n.(*ast.CaseClause)
			if !ok {
				return true
			}
			sets := map[string]bool{}
			for _, st := range cc.Body {
				if a, ok := st.(*ast.AssignStmt); ok && a.Tok == token.ASSIGN && len(a.Lhs) == 1 {
					if sel, ok := a.Lhs[0].(*ast.SelectorExpr); ok {
						sets[sel.Sel.Name] = true
					}
				}
			}
			var body []ast.Stmt
			for _, st := range cc.Body {
				body = append(body, st)
				a, ok := st.(*ast.AssignStmt)
				if !ok || a.Tok != token.ASSIGN || len(a.Lhs) != 1 {
					continue
				}
				sel, ok := a.Lhs[0].(*ast.SelectorExpr)
				if !ok || !strings.HasPrefix(sel.Sel.Name, "_raw_") {
					continue
				}
				name := strings.TrimPrefix(sel.Sel.Name, "_raw_")
				if !sets[name] {
					body = append(body, &ast.AssignStmt{Lhs: []ast.Expr{&ast.SelectorExpr{X: sel.X, Sel: ast.NewIdent(name)}},
						Tok: token.ASSIGN, Rhs: []ast.Expr{a.Rhs[0]}})
				}
			}
			cc.Body = body
			return true
		})
	}
}

// strictStrings: a `str` field is read as its bytes and converted with string(), which keeps
// bytes that are no UTF-8; the other languages' runtimes refuse them (Python: UnicodeDecodeError),
// so the parse fails there. Each `this.F = string(tmpN)` is preceded by a check that returns
// the error checkUTF8_ gives.
func (p *pkg) strictStrings() int {
	n := 0
	for _, f := range p.files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil || fd.Type.Results == nil {
				continue
			}
			var ret []ast.Expr
			switch res := fd.Type.Results.List; {
			case len(res) == 1 && len(res[0].Names) == 1 && res[0].Names[0].Name == "err":
				ret = []ast.Expr{ast.NewIdent("err")}
			case len(res) == 2 && len(res[0].Names) == 1 && res[0].Names[0].Name == "v" &&
				len(res[1].Names) == 1 && res[1].Names[0].Name == "err":
				ret = []ast.Expr{ast.NewIdent("v"), ast.NewIdent("err")}
			default:
				continue
			}
			check := func(list []ast.Stmt) []ast.Stmt {
				var out []ast.Stmt
				for _, st := range list {
					if a, ok := st.(*ast.AssignStmt); ok && a.Tok == token.ASSIGN && len(a.Rhs) == 1 {
						// `this.F = string(tmpN)`, or `this.F = append(this.F, string(tmpN))`
						ast.Inspect(a.Rhs[0], func(e ast.Node) bool {
							c, ok := e.(*ast.CallExpr)
							if !ok || len(c.Args) != 1 {
								return true
							}
							fn, ok1 := c.Fun.(*ast.Ident)
							arg, ok2 := c.Args[0].(*ast.Ident)
							if ok1 && ok2 && fn.Name == "string" && strings.HasPrefix(arg.Name, "tmp") {
								out = append(out, &ast.IfStmt{
									Init: &ast.AssignStmt{Lhs: []ast.Expr{ast.NewIdent("err")}, Tok: token.ASSIGN,
										Rhs: []ast.Expr{&ast.CallExpr{Fun: ast.NewIdent("checkUTF8_"), Args: []ast.Expr{ast.NewIdent(arg.Name)}}}},
									Cond: &ast.BinaryExpr{X: ast.NewIdent("err"), Op: token.NEQ, Y: ast.NewIdent("nil")},
									Body: &ast.BlockStmt{List: []ast.Stmt{&ast.ReturnStmt{Results: ret}}}})
								n++
							}
							return true
						})
					}
					out = append(out, st)
				}
				return out
			}
			ast.Inspect(fd.Body, func(node ast.Node) bool {
				switch b := node.(type) {
				case *ast.BlockStmt:
					b.List = check(b.List)
				case *ast.CaseClause:
					b.Body = check(b.Body)
				}
				return true
			})
		}
	}
	return n
}

// eosGuards: a `repeat: eos` loop whose items take no bytes (a rows event whose row images are
// empty, say) would never end. Each such loop gets a guard that stops it with a StuckError when
// 64 items in a row leave the stream where it was (as binlogspec's Python GuardedStream does).
func (p *pkg) eosGuards() int {
	n := 0
	for _, f := range p.sortedFiles() { // (the guards are numbered: in file order)
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil || fd.Type.Results == nil {
				continue
			}
			res := fd.Type.Results.List
			if len(res) != 1 || len(res[0].Names) != 1 || res[0].Names[0].Name != "err" {
				continue
			}
			guard := func(list []ast.Stmt) []ast.Stmt {
				var out []ast.Stmt
				for _, st := range list {
					loop, ok := st.(*ast.ForStmt)
					if ok && loop.Cond == nil && len(loop.Body.List) > 0 {
						if a, ok := loop.Body.List[0].(*ast.AssignStmt); ok && len(a.Rhs) == 1 {
							if c, ok := a.Rhs[0].(*ast.CallExpr); ok {
								if sel, ok := c.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "EOF" {
									name := fmt.Sprintf("eosGuard%d_", n)
									n++
									out = append(out, &ast.AssignStmt{Lhs: []ast.Expr{ast.NewIdent(name)}, Tok: token.DEFINE,
										Rhs: []ast.Expr{&ast.CompositeLit{Type: ast.NewIdent("eosGuard_")}}})
									check := &ast.IfStmt{
										Init: &ast.AssignStmt{Lhs: []ast.Expr{ast.NewIdent("err")}, Tok: token.ASSIGN,
											Rhs: []ast.Expr{&ast.CallExpr{Fun: &ast.SelectorExpr{X: ast.NewIdent(name), Sel: ast.NewIdent("check")},
												Args: []ast.Expr{c.Fun.(*ast.SelectorExpr).X}}}},
										Cond: &ast.BinaryExpr{X: ast.NewIdent("err"), Op: token.NEQ, Y: ast.NewIdent("nil")},
										Body: &ast.BlockStmt{List: []ast.Stmt{&ast.ReturnStmt{Results: []ast.Expr{ast.NewIdent("err")}}}}}
									loop.Body.List = append([]ast.Stmt{check}, loop.Body.List...)
								}
							}
						}
					}
					out = append(out, st)
				}
				return out
			}
			ast.Inspect(fd.Body, func(node ast.Node) bool {
				switch b := node.(type) {
				case *ast.BlockStmt:
					b.List = guard(b.List)
				case *ast.CaseClause:
					b.Body = guard(b.Body)
				}
				return true
			})
		}
	}
	return n
}

func (p *pkg) presence() {
	structs := map[string]map[string]bool{}
	for _, f := range p.files {
		for _, d := range f.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != token.TYPE {
				continue
			}
			for _, spec := range gd.Specs {
				ts := spec.(*ast.TypeSpec)
				st, ok := ts.Type.(*ast.StructType)
				if !ok || !structFields(st)["_io"] {
					continue
				}
				structs[ts.Name.Name] = structFields(st)
				st.Fields.List = append(st.Fields.List, &ast.Field{Names: []*ast.Ident{ast.NewIdent("Present_")},
					Type: &ast.MapType{Key: ast.NewIdent("string"), Value: ast.NewIdent("bool")}})
			}
		}
	}
	for _, f := range p.files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Recv == nil || fd.Body == nil || len(fd.Recv.List) != 1 || len(fd.Recv.List[0].Names) != 1 ||
				fd.Recv.List[0].Names[0].Name != "this" {
				continue
			}
			star, ok := fd.Recv.List[0].Type.(*ast.StarExpr)
			if !ok {
				continue
			}
			fields := structs[star.X.(*ast.Ident).Name]
			if fields == nil {
				continue
			}
			if res := fd.Type.Results; res != nil && len(res.List) == 2 && len(res.List[0].Names) == 1 &&
				res.List[0].Names[0].Name == "v" {
				// an instance: on a nil struct (a conditional field that was not read) it returns
				// its zero value. The compiler computes every operand of `a and b` before the
				// condition (`if: has_x and x.value != 0` calls x.Value() when x was not read).
				fd.Body.List = append([]ast.Stmt{&ast.IfStmt{
					Cond: &ast.BinaryExpr{X: ast.NewIdent("this"), Op: token.EQL, Y: ast.NewIdent("nil")},
					Body: &ast.BlockStmt{List: []ast.Stmt{&ast.ReturnStmt{}}}}}, fd.Body.List...)
			}
			ast.Inspect(fd.Body, func(n ast.Node) bool {
				switch b := n.(type) {
				case *ast.BlockStmt:
					b.List = instrument(b.List, fields)
				case *ast.CaseClause:
					b.Body = instrument(b.Body, fields)
				}
				return true
			})
		}
	}
}

func (p *pkg) registry() error {
	var names []string
	for _, f := range p.files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if ok && fd.Recv == nil && strings.HasPrefix(fd.Name.Name, "New") {
				names = append(names, strings.TrimPrefix(fd.Name.Name, "New"))
			}
		}
	}
	sort.Strings(names)
	var b strings.Builder
	fmt.Fprintf(&b, "// Code generated by tools/conform/go/fixgen. DO NOT EDIT.\n\npackage %s\n\nimport (\n\t\"fmt\"\n\t\"unicode/utf8\"\n)\n\n", p.name)
	b.WriteString("// Constructors: each type's New function by the type's Go name.\nvar Constructors = map[string]interface{}{\n")
	for _, n := range names {
		fmt.Fprintf(&b, "\t%q: New%s,\n", n, n)
	}
	b.WriteString("}\n\n// markPresent_ records that a field was assigned (Present_).\n")
	b.WriteString("func markPresent_(m *map[string]bool, name string) {\n\tif *m == nil {\n\t\t*m = map[string]bool{}\n\t}\n\t(*m)[name] = true\n}\n")
	b.WriteString("\n// StrError: a str field's bytes are not UTF-8 (strictStrings).\ntype StrError struct {\n\tBytes []byte\n}\n\n")
	b.WriteString("func (e StrError) Error() string {\n\treturn fmt.Sprintf(\"UnicodeDecodeError: %x is not UTF-8\", e.Bytes)\n}\n\n")
	b.WriteString("// checkUTF8_: an error for bytes that are not UTF-8 (surrogates, overlong forms and code points past U+10FFFF refused).\n")
	b.WriteString("func checkUTF8_(b []byte) error {\n\tif !utf8.Valid(b) {\n\t\treturn StrError{Bytes: b}\n\t}\n\treturn nil\n}\n")
	b.WriteString("\n// StuckError: a repeat-eos list whose items take no bytes would never end (eosGuards).\ntype StuckError struct {\n\tOffset int64\n}\n\n")
	b.WriteString("func (e StuckError) Error() string {\n\treturn fmt.Sprintf(\"a repeated field takes no bytes at offset %d of its substream: the list would never end\", e.Offset)\n}\n\n")
	b.WriteString("// eosGuard_: where a repeat-eos loop's items leave the stream (eosGuards).\ntype eosGuard_ struct {\n\tlast  int64\n\tstuck int\n\tstarted bool\n}\n\n")
	b.WriteString("func (g *eosGuard_) check(io interface{ Pos() (int64, error) }) error {\n\tpos, err := io.Pos()\n\tif err != nil {\n\t\treturn err\n\t}\n")
	b.WriteString("\tif g.started && pos == g.last {\n\t\tg.stuck++\n\t\tif g.stuck >= 64 {\n\t\t\treturn StuckError{Offset: pos}\n\t\t}\n\t\treturn nil\n\t}\n")
	b.WriteString("\tg.started, g.last, g.stuck = true, pos, 0\n\treturn nil\n}\n")
	return os.WriteFile(filepath.Join(p.dir, "zz_registry.go"), []byte(b.String()), 0o644)
}

// ---------------------------------------------------------------- main

func addPackage(dir, name string) error {
	paths, _ := filepath.Glob(filepath.Join(dir, "*.go"))
	for _, path := range paths {
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if bytes.Contains(src, []byte("\npackage ")) || bytes.HasPrefix(src, []byte("package ")) {
			continue
		}
		// after the leading "Code generated" comment, before the imports
		out := append([]byte("package "+name+"\n\n"), src...)
		if i := bytes.Index(src, []byte("\n\n")); bytes.HasPrefix(src, []byte("//")) && i > 0 {
			out = append(append(append([]byte{}, src[:i+2]...), []byte("package "+name+"\n\n")...), src[i+2:]...)
		}
		if err := os.WriteFile(path, out, 0o644); err != nil {
			return err
		}
	}
	return nil
}

func fail(format string, args ...interface{}) {
	fmt.Fprintf(os.Stderr, "fixgen: "+format+"\n", args...)
	os.Exit(1)
}

func main() {
	args := os.Args[1:]
	verbose := len(args) > 0 && args[0] == "-v"
	if verbose {
		args = args[1:]
	}
	if len(args) != 2 {
		fail("usage: fixgen [-v] DIR PACKAGE")
	}
	dir, name := args[0], args[1]
	if err := addPackage(dir, name); err != nil {
		fail("%v", err)
	}
	os.Remove(filepath.Join(dir, "zz_registry.go"))
	p, err := load(dir, name)
	if err != nil {
		fail("%v", err)
	}
	total := 0
	for i := 0; ; i++ {
		p.check()
		if len(p.errs) == 0 {
			break
		}
		n := p.mendRound()
		total += n
		if n == 0 || i == 30 {
			for _, e := range p.errs {
				fmt.Fprintln(os.Stderr, e)
			}
			fail("%d type errors left that fixgen does not mend", len(p.errs))
		}
	}
	p.rawDefaults()
	strict := p.strictStrings()
	guards := p.eosGuards()
	p.presence()
	if err := p.write(); err != nil {
		fail("%v", err)
	}
	if err := p.registry(); err != nil {
		fail("%v", err)
	}
	if verbose {
		for _, line := range p.signed {
			fmt.Fprintln(os.Stderr, line)
		}
	}
	fmt.Fprintf(os.Stderr, "fixgen: %d conversions inserted, %d of a uint64 to a signed type, %d strings checked for UTF-8, %d repeat-eos loops guarded\n", total, len(p.signed), strict, guards)
}
