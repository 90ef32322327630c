// mkproxy writes a Go module as a file-based module proxy (the layout GOPROXY=file://DIR
// serves: MODULE/@v/list, VERSION.info, VERSION.mod, VERSION.zip), so that a program outside
// the source tree depends on the module by its path and version, as on a published one:
//
//	mkproxy MODULE_DIR VERSION PROXY_DIR
//
// The zip is made by golang.org/x/mod/zip from MODULE_DIR's files; a symbolic link to a
// directory (ports/go/parsers -> generated/go) is followed, and nested modules are left out.
package main

import (
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"golang.org/x/mod/modfile"
	"golang.org/x/mod/module"
	"golang.org/x/mod/zip"
)

type file struct {
	rel, abs string
}

func (f file) Path() string                 { return f.rel }
func (f file) Lstat() (os.FileInfo, error)  { return os.Stat(f.abs) }
func (f file) Open() (io.ReadCloser, error) { return os.Open(f.abs) }

// collect lists the files under dir (following directory symlinks), as paths relative to the
// module root prefixed by rel.
func collect(dir, rel string, top bool, out *[]zip.File) error {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	for _, e := range entries {
		abs := filepath.Join(dir, e.Name())
		r := filepath.ToSlash(filepath.Join(rel, e.Name()))
		info, err := os.Stat(abs)
		if err != nil {
			return err
		}
		if strings.HasPrefix(e.Name(), ".") {
			continue
		}
		if info.IsDir() {
			if _, err := os.Stat(filepath.Join(abs, "go.mod")); err == nil {
				continue // a nested module
			}
			if err := collect(abs, r, false, out); err != nil {
				return err
			}
			continue
		}
		if info.Mode()&fs.ModeType != 0 {
			continue
		}
		*out = append(*out, file{rel: r, abs: abs})
	}
	return nil
}

func run(dir, version, proxy string) error {
	gomod, err := os.ReadFile(filepath.Join(dir, "go.mod"))
	if err != nil {
		return err
	}
	path := modfile.ModulePath(gomod)
	if path == "" {
		return fmt.Errorf("%s/go.mod names no module", dir)
	}
	mv := module.Version{Path: path, Version: version}
	escaped, err := module.EscapePath(path)
	if err != nil {
		return err
	}
	at := filepath.Join(proxy, filepath.FromSlash(escaped), "@v")
	if err := os.MkdirAll(at, 0o755); err != nil {
		return err
	}
	var files []zip.File
	if err := collect(dir, "", true, &files); err != nil {
		return err
	}
	tmp := filepath.Join(at, version+".zip.tmp")
	w, err := os.Create(tmp)
	if err != nil {
		return err
	}
	if err := zip.Create(w, mv, files); err != nil {
		w.Close()
		return err
	}
	if err := w.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp, filepath.Join(at, version+".zip")); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(at, version+".mod"), gomod, 0o644); err != nil {
		return err
	}
	info, _ := json.Marshal(map[string]string{"Version": version, "Time": time.Now().UTC().Format(time.RFC3339)})
	if err := os.WriteFile(filepath.Join(at, version+".info"), info, 0o644); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(at, "list"), []byte(version+"\n"), 0o644)
}

func main() {
	if len(os.Args) != 4 {
		fmt.Fprintln(os.Stderr, "usage: mkproxy MODULE_DIR VERSION PROXY_DIR")
		os.Exit(2)
	}
	if err := run(os.Args[1], os.Args[2], os.Args[3]); err != nil {
		fmt.Fprintln(os.Stderr, "mkproxy:", err)
		os.Exit(1)
	}
}
