//! WKB (as the servers store spatial values after the SRID) to WKT text.

const MAX_DEPTH: usize = 64;

/// A double as Python's repr writes it, without a trailing `.0`.
pub fn python_repr(x: f64) -> String {
    if x.is_nan() {
        return "nan".into();
    }
    if x.is_infinite() {
        return if x > 0.0 { "inf".into() } else { "-inf".into() };
    }
    if x == 0.0 {
        return if x.is_sign_negative() { "-0.0".into() } else { "0.0".into() };
    }
    let text = format!("{:e}", x);
    let (mantissa, exp) = text.split_once('e').unwrap();
    let exp: i32 = exp.parse().unwrap();
    let negative = mantissa.starts_with('-');
    let digits: String = mantissa.chars().filter(|c| c.is_ascii_digit()).collect();
    let sign = if negative { "-" } else { "" };
    if (-4..16).contains(&exp) {
        let decpt = exp + 1;
        let n = digits.len() as i32;
        if decpt <= 0 {
            format!("{}0.{}{}", sign, "0".repeat((-decpt) as usize), digits)
        } else if decpt >= n {
            format!("{}{}{}.0", sign, digits, "0".repeat((decpt - n) as usize))
        } else {
            format!("{}{}.{}", sign, &digits[..decpt as usize], &digits[decpt as usize..])
        }
    } else {
        let m = if digits.len() > 1 { format!("{}.{}", &digits[..1], &digits[1..]) } else { digits.clone() };
        format!("{}{}e{}{:02}", sign, m, if exp < 0 { "-" } else { "+" }, exp.abs())
    }
}

fn num(x: f64) -> String {
    let t = python_repr(x);
    match t.strip_suffix(".0") {
        Some(s) => s.to_string(),
        None => t,
    }
}

struct Wkb<'a> {
    data: &'a [u8],
    pos: usize,
}

impl<'a> Wkb<'a> {
    fn u32(&mut self, le: bool) -> Option<u32> {
        let b = self.data.get(self.pos..self.pos + 4)?;
        self.pos += 4;
        let a = [b[0], b[1], b[2], b[3]];
        Some(if le { u32::from_le_bytes(a) } else { u32::from_be_bytes(a) })
    }
    fn f64(&mut self, le: bool) -> Option<f64> {
        let b = self.data.get(self.pos..self.pos + 8)?;
        self.pos += 8;
        let mut a = [0u8; 8];
        a.copy_from_slice(b);
        Some(if le { f64::from_le_bytes(a) } else { f64::from_be_bytes(a) })
    }
    fn count(&mut self, le: bool) -> Option<u32> {
        let n = self.u32(le)?;
        if n as usize > self.data.len() - self.pos {
            return None;
        }
        Some(n)
    }
    fn point(&mut self, le: bool) -> Option<String> {
        let x = self.f64(le)?;
        let y = self.f64(le)?;
        Some(format!("{} {}", num(x), num(y)))
    }
    fn points(&mut self, le: bool) -> Option<String> {
        let n = self.count(le)?;
        let mut parts = Vec::new();
        for _ in 0..n {
            parts.push(self.point(le)?);
        }
        Some(format!("({})", parts.join(",")))
    }
    fn geometry(&mut self, depth: usize) -> Option<String> {
        if depth > MAX_DEPTH {
            return None;
        }
        let le = *self.data.get(self.pos)? == 1;
        self.pos += 1;
        let kind = self.u32(le)?;
        let name = match kind {
            1 => "POINT",
            2 => "LINESTRING",
            3 => "POLYGON",
            4 => "MULTIPOINT",
            5 => "MULTILINESTRING",
            6 => "MULTIPOLYGON",
            7 => "GEOMETRYCOLLECTION",
            _ => return None,
        };
        match kind {
            1 => return Some(format!("POINT({})", self.point(le)?)),
            2 => return Some(format!("LINESTRING{}", self.points(le)?)),
            3 => {
                let n = self.count(le)?;
                let mut rings = Vec::new();
                for _ in 0..n {
                    rings.push(self.points(le)?);
                }
                return Some(format!("POLYGON({})", rings.join(",")));
            }
            _ => {}
        }
        let n = self.count(le)?;
        let mut parts = Vec::new();
        for _ in 0..n {
            let mut sub = self.geometry(depth + 1)?;
            if (4..=6).contains(&kind) {
                sub = sub[sub.find('(')?..].to_string();
                if kind == 4 {
                    sub = sub[1..sub.len() - 1].to_string();
                }
            }
            parts.push(if kind == 4 { format!("({})", sub) } else { sub });
        }
        Some(format!("{}({})", name, parts.join(",")))
    }
}

/// The WKT text of a WKB value, or None where the bytes are no geometry.
pub fn to_wkt(wkb: &[u8]) -> Option<String> {
    let mut r = Wkb { data: wkb, pos: 0 };
    let text = r.geometry(0)?;
    if r.pos != wkb.len() {
        return None;
    }
    Some(text)
}
