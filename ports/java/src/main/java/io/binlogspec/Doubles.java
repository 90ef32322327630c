package io.binlogspec;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/** Shortest round-trip decimal digits of a double, and the texts made of them (Python's repr, MySQL's my_gcvt). */
final class Doubles {
    private Doubles() {}

    /** For a finite x != 0: {digits without leading or trailing zeros, decpt} with |x| = 0.digits * 10^decpt. */
    static Object[] shortest(double x) {
        BigDecimal exact = new BigDecimal(Math.abs(x));
        for (int p = 1; p <= 17; p++) {
            BigDecimal r = exact.round(new MathContext(p, RoundingMode.HALF_EVEN));
            if (r.doubleValue() == Math.abs(x)) {
                return split(r);
            }
        }
        return split(exact.round(new MathContext(17, RoundingMode.HALF_EVEN)));
    }

    private static Object[] split(BigDecimal r) {
        BigDecimal s = r.stripTrailingZeros();
        String digits = s.unscaledValue().toString();
        int decpt = digits.length() - s.scale();
        return new Object[] {digits, decpt};
    }

    /** Python's repr() of a float (finite). */
    static String repr(double x) {
        if (x == 0) return (Double.doubleToRawLongBits(x) < 0) ? "-0.0" : "0.0";
        Object[] sd = shortest(x);
        String digits = (String) sd[0];
        int decpt = (Integer) sd[1];
        int exp = decpt - 1;
        String sign = x < 0 ? "-" : "";
        String body;
        if (exp >= -4 && exp < 16) {
            if (decpt <= 0) body = "0." + "0".repeat(-decpt) + digits;
            else if (decpt >= digits.length()) body = digits + "0".repeat(decpt - digits.length()) + ".0";
            else body = digits.substring(0, decpt) + "." + digits.substring(decpt);
        } else {
            body = digits.charAt(0) + (digits.length() > 1 ? "." + digits.substring(1) : "") + "e"
                + (exp < 0 ? "-" : "+") + (Math.abs(exp) < 10 ? "0" : "") + Math.abs(exp);
        }
        return sign + body;
    }

    /** MySQL's JSON text of a double: my_gcvt with a 34-character field, then ".0" when it reads as an integer. */
    static String mysqlJson(double value) {
        String text = gcvt(value);
        if (text.indexOf('.') < 0 && text.indexOf('e') < 0) text += ".0";
        return text;
    }

    private static String gcvt(double value) {
        boolean negative = value < 0 || (value == 0 && Double.doubleToRawLongBits(value) < 0);
        int width = 34 - (value < 0 ? 1 : 0);
        String digits;
        int decpt;
        if (value == 0) {
            digits = "0";
            decpt = 1;
        } else {
            Object[] sd = shortest(value);
            digits = (String) sd[0];
            decpt = (Integer) sd[1];
        }
        int length = digits.length();
        int expLen = 1 + ((decpt >= 101 || decpt <= -99) ? 1 : 0) + ((decpt >= 11 || decpt <= -9) ? 1 : 0);
        int fLen;
        if (decpt <= 0) fLen = length - decpt + 2;
        else if (decpt < length) fLen = length + 1;
        else fLen = decpt;
        boolean haveSpace = fLen <= width;
        boolean forceE = decpt <= 0 && width <= 2 - decpt && width >= 3 + expLen;
        boolean useF = (haveSpace || (decpt <= width && (decpt >= -1 || (decpt == -2 && (length > 1 || !forceE))) && !forceE))
            && (!haveSpace || (decpt >= -15 + 1 && (decpt <= 15 || length > decpt)));
        String sign = negative ? "-" : "";
        if (useF) {
            if (decpt <= 0) return sign + "0." + "0".repeat(-decpt) + digits;
            if (decpt < length) return sign + digits.substring(0, decpt) + "." + digits.substring(decpt);
            return sign + digits + "0".repeat(decpt - length);
        }
        int exponent = decpt - 1;
        String mantissa = digits.charAt(0) + (length > 1 ? "." + digits.substring(1) : "");
        return sign + mantissa + "e" + exponent;
    }
}
